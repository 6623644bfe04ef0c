'use client';
import { startTransition, useEffect, useState } from 'react';

/**
 * A value only the browser knows (a cookie, a media query), for statically generated pages:
 * `serverValue` while rendering on the server and hydrating, then the browser's value, and again
 * on every change `subscribe` reports.
 *
 * Why not useSyncExternalStore with a server snapshot: when the browser's value differs from the
 * server's after hydration, React re-renders every reader synchronously, in the same task as the
 * page's effects — on the home page that single task grew past 100 ms on a mid-range phone
 * (issue 10). Here that first catch-up is a transition, which React renders in slices between
 * frames; changes reported later are applied as usual.
 * The price: a reader mounted after hydration also starts from `serverValue` for one render.
 */
export function useClientValue<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  serverValue: T,
): T {
  const [value, setValue] = useState<T>(serverValue);
  useEffect(() => {
    const first = read();
    startTransition(() => setValue(first));
    // Later changes are the visitor's own (a currency chosen, a window resized): shown at once.
    return subscribe(() => setValue(read()));
  }, [subscribe, read]);
  return value;
}
