import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { WorkingSpinner } from './WorkingSpinner.tsx';

const useStyles = makeStyles({
  // At the start of the line in a flex column or a grid alike, not stretched across it.
  button: { alignSelf: 'flex-start', justifySelf: 'start', marginBlockStart: tokens.spacingVerticalM },
});

/**
 * The «بیشتر» button under a list paged with Relay's usePaginationFragment: shown while there is a next page, busy
 * (disabled, with a spinner) while it loads, so a second tap does not ask for the same page again.
 */
export function LoadMoreButton({
  hasNext,
  isLoadingNext,
  onLoadMore,
  children,
}: {
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  children: ReactNode;
}) {
  const styles = useStyles();
  if (!hasNext) return null;
  return (
    <Button
      className={styles.button}
      disabled={isLoadingNext}
      icon={isLoadingNext ? <WorkingSpinner /> : undefined}
      onClick={onLoadMore}
    >
      {children}
    </Button>
  );
}
