import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { HomeHeroSkeleton } from '../../features/home/HomeHeroSkeleton.tsx';
import { pathWithoutLocale } from '../../shared/locale/locales.ts';

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

/**
 * What the page area shows while its data is on the way: on the home page its hero with the headline (as the
 * prerendered page shows it), elsewhere a title and lines; cards under either.
 */
export function PageSkeleton() {
  const styles = useStyles();
  const intl = useIntl();
  const home = pathWithoutLocale(useLocation().pathname) === '/';
  const skeleton = (
    <Skeleton className={styles.root} aria-label={intl.formatMessage({ id: 'shell.loading' })} aria-busy>
      {!home && (
        <>
          <SkeletonItem className={styles.title} />
          <SkeletonItem />
          <SkeletonItem />
        </>
      )}
      <div className={styles.grid}>
        <SkeletonItem className={styles.card} />
        <SkeletonItem className={styles.card} />
        <SkeletonItem className={styles.card} />
      </div>
    </Skeleton>
  );
  if (!home) return skeleton;
  return (
    <>
      <HomeHeroSkeleton />
      {skeleton}
    </>
  );
}
