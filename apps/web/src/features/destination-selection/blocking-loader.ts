'use client';

/**
 * The full-screen loader of destination selection, drawn outside React on purpose: the hook is
 * called from components anywhere on the page (the hero search, the plan cards), and a hook
 * cannot render. While it shows, the rest of the page is inert, so a second tap or a stray Tab
 * cannot start another selection or leave focus behind the overlay.
 */
let overlay: HTMLDivElement | null = null;
let returnFocus: HTMLElement | null = null;
const madeInert: HTMLElement[] = [];

export function showBlockingLoader(label: string): void {
  if (overlay) return;
  returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  for (const child of Array.from(document.body.children)) {
    if (child instanceof HTMLElement && !child.inert) {
      child.inert = true;
      madeInert.push(child);
    }
  }
  overlay = document.createElement('div');
  overlay.setAttribute('role', 'status');
  overlay.setAttribute('aria-busy', 'true');
  overlay.setAttribute('aria-live', 'polite');
  overlay.tabIndex = -1;
  overlay.dataset.testid = 'destination-loader';
  overlay.className =
    'fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-white/85 backdrop-blur-sm outline-none';
  const spinner = document.createElement('span');
  spinner.setAttribute('aria-hidden', 'true');
  spinner.className =
    'size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none';
  const text = document.createElement('p');
  text.className = 'text-base font-semibold text-ink';
  text.textContent = label;
  overlay.append(spinner, text);
  document.body.append(overlay);
  overlay.focus();
}

export function hideBlockingLoader(): void {
  if (!overlay) return;
  overlay.remove();
  overlay = null;
  for (const element of madeInert.splice(0)) element.inert = false;
  // After a client navigation the opener may be gone; focus then stays where the new page puts it.
  if (returnFocus?.isConnected) returnFocus.focus({ preventScroll: true });
  returnFocus = null;
}
