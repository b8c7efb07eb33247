import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(140px, max-content) 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/** Label–value pairs, as a description list. */
export function FactList({ facts }: { facts: readonly (readonly [label: string, value: ReactNode])[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
