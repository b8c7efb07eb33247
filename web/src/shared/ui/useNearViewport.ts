import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `marginPx` of the screen (onto it, by default), and from then on. What sits
 * far down the page (the footer's form) loads its code when the reader gets to it, not with the page. Without
 * IntersectionObserver (an old browser, a test DOM) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, marginPx = 0): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, marginPx]);
  return near;
}
