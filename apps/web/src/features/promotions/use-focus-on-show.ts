'use client';
import { useEffect, useRef } from 'react';

/**
 * A ref whose element gets the focus whenever `shown` turns truthy: a frame later, once the
 * dialog has done its own opening focus (showModal runs after its children's effects).
 */
export function useFocusOnShow<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!shown) return;
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  return ref;
}
