import { ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router-dom';
import { useNavigationDispatch } from '../navigation/NavigationContext.tsx';
import { useDelayedPending } from './useDelayedPending.ts';

const useStyles = makeStyles({
  bar: { position: 'fixed', insetInlineStart: 0, insetInlineEnd: 0, top: 0, zIndex: 1000 },
  track: { backgroundColor: tokens.colorTransparentBackground },
});

/** The thin bar at the top while a route change has been pending for 300 ms or more. */
export function RouteProgressBar() {
  const styles = useStyles();
  const intl = useIntl();
  const dispatch = useNavigationDispatch();
  const isTransitioning = useDelayedPending(useNavigation().state !== 'idle');

  useEffect(() => {
    dispatch({ type: 'transitioningSet', isTransitioning });
  }, [dispatch, isTransitioning]);

  if (!isTransitioning) return null;
  return (
    <div className={styles.bar}>
      <ProgressBar
        className={styles.track}
        thickness="large"
        aria-label={intl.formatMessage({ id: 'shell.loading' })}
      />
    </div>
  );
}
