import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A part of the page whose code loads the first time it is `wanted`, and is kept mounted from then on (`fallback`
 * until it is in). A load that fails — a phone that lost its connection, a deploy that replaced the files — leaves
 * the page as it was: `onFailure` is told, and the part is tried again the next time it is wanted, where a failed
 * `React.lazy` throws to an error screen. `load` is a module-level function: a new one starts another load.
 */
export function LoadedWhen<Props extends object>({
  wanted,
  load,
  props,
  fallback = null,
  onFailure,
  retryWhenOnline = false,
}: {
  wanted: boolean;
  load: () => Promise<ComponentType<Props>>;
  props: Props;
  fallback?: ReactNode;
  onFailure?: () => void;
  /** For a part nobody asks for again (the footer's form): a failed load is tried again when the browser is back online. */
  retryWhenOnline?: boolean;
}) {
  const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);
  // The latest callback, without restarting a load in flight when the parent passes a new one.
  const failed = useRef(onFailure);
  useEffect(() => {
    failed.current = onFailure;
  });
  useEffect(() => {
    if (!wanted || Loaded) return;
    let current = true;
    load().then(
      (component) => {
        if (current) setLoaded(() => component);
      },
      () => {
        if (!current) return;
        failed.current?.();
        if (retryWhenOnline) setWaitingForNetwork(true);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, Loaded, load, attempt, retryWhenOnline]);
  useEffect(() => {
    if (!waitingForNetwork) return undefined;
    const tryAgain = () => {
      setWaitingForNetwork(false);
      setAttempt((previous) => previous + 1);
    };
    window.addEventListener('online', tryAgain);
    return () => window.removeEventListener('online', tryAgain);
  }, [waitingForNetwork]);
  return Loaded ? <Loaded {...props} /> : fallback;
}
