import { useEffect, useRef } from 'react';

const dialogSelector = '[role="dialog"], [role="alertdialog"]';

/**
 * Gives focus back to the element that had it when a dialog opened (the button that opened it), once the dialog
 * closes: a dialog opened from state rather than a DialogTrigger would otherwise leave focus on the page's body.
 * The opener is the last element focused outside any dialog, remembered as focus moves.
 */
export function useFocusReturn(open: boolean) {
  const lastFocusedOutside = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    const remember = (target: EventTarget | null) => {
      if (target instanceof HTMLElement && target !== document.body && !target.closest(dialogSelector))
        lastFocusedOutside.current = target;
    };
    remember(document.activeElement);
    const onFocusIn = (event: FocusEvent) => remember(event.target);
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return undefined;
    }
    if (!wasOpen.current) return undefined;
    wasOpen.current = false;
    const element = lastFocusedOutside.current;
    if (!element) return undefined;
    // After the dialog has let go of focus (its focus trap ends with the closing frame).
    const frame = requestAnimationFrame(() => {
      if (element.isConnected) element.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
}
