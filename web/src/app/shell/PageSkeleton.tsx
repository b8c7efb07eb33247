import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  root: {
    maxWidth: '1200px',
    width: '100%',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  title: { width: '40%', height: '32px' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { height: '140px' },
});

/** What the page area shows while its data is on the way. */
export function PageSkeleton() {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <Skeleton className={styles.root} aria-label={intl.formatMessage({ id: 'shell.loading' })} aria-busy>
      <SkeletonItem className={styles.title} />
      <SkeletonItem />
      <SkeletonItem />
      <div className={styles.grid}>
        <SkeletonItem className={styles.card} />
        <SkeletonItem className={styles.card} />
        <SkeletonItem className={styles.card} />
      </div>
    </Skeleton>
  );
}
