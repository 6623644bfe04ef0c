'use client';
import { type RefObject, useEffect, useState } from 'react';

interface InViewOptions {
  /** How far outside the viewport still counts, as a CSS margin ('100% 0px': a screen ahead). */
  margin?: string;
  /** Stay true once the element has been in view (for loading something once). */
  once?: boolean;
}

/**
 * Whether the element (a ref, or the id of one rendered by the server) is within `margin` of the
 * viewport. Where IntersectionObserver is missing it is true at once, so nothing waits forever.
 */
export function useInView(
  target: RefObject<Element | null> | string,
  { margin = '0px', once = false }: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(false);
  const settled = once && inView;
  useEffect(() => {
    if (settled) return;
    const element = typeof target === 'string' ? document.getElementById(target) : target.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => setInView(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, margin, settled]);
  return inView;
}
