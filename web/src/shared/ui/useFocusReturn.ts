import { useEffect, useRef } from 'react';

/**
 * Gives focus back to the element that had it when a dialog opened (the button that opened it), once the dialog
 * closes: a dialog opened from state rather than a DialogTrigger would otherwise leave focus on the page's body.
 */
export function useFocusReturn(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read while rendering the opening: the dialog's own effects run before this component's and move focus into it.
  if (open && !wasOpen.current && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
    opener.current = document.activeElement;
  }
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return undefined;
    }
    if (!wasOpen.current) return undefined;
    wasOpen.current = false;
    const element = opener.current;
    opener.current = null;
    if (!element) return undefined;
    // After the dialog has let go of focus (its focus trap ends with the closing frame).
    const frame = requestAnimationFrame(() => {
      if (element.isConnected) element.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
}
