'use client';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * The full-screen "preparing your order" overlay of spec §4. While it shows, the rest of the page
 * is inert, so a second tap or a stray Tab cannot start another purchase or leave focus behind
 * it; focus goes back to the opener when it closes.
 */
export function PurchaseOverlay({ label }: { label: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const overlay = ref.current;
    if (!overlay) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const madeInert: HTMLElement[] = [];
    for (const child of Array.from(document.body.children)) {
      if (child !== overlay && child instanceof HTMLElement && !child.inert) {
        child.inert = true;
        madeInert.push(child);
      }
    }
    overlay.focus();
    return () => {
      for (const element of madeInert) element.inert = false;
      // After a client navigation the opener is gone; focus then stays where the new page puts it.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return createPortal(
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      aria-busy="true"
      tabIndex={-1}
      data-testid="purchase-overlay"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-white/85 backdrop-blur-sm outline-none"
    >
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <p className="text-base font-semibold text-ink">{label}</p>
    </div>,
    document.body,
  );
}
