'use client';
import { useEffect, useId, useState } from 'react';
import { readNavigationMode, writeNavigationMode } from '@/lib/navigation-mode';

/**
 * Spec §2 layout choice: "I'm travelling – show my eSIMs first" sets the navigation mode to
 * 'visit', which the home page reads. A button with role="switch", so it is announced as on or
 * off and toggles with Space and Enter.
 */
export function TravellingSwitch({ label, description }: { label: string; description: string }) {
  const [visiting, setVisiting] = useState(false);
  const [ready, setReady] = useState(false);
  const descriptionId = useId();

  useEffect(() => {
    try {
      setVisiting(readNavigationMode(localStorage) === 'visit');
    } catch {
      // Storage blocked: the switch still works for this page, it just cannot remember.
    }
    setReady(true);
  }, []);

  function toggle() {
    const next = !visiting;
    setVisiting(next);
    try {
      writeNavigationMode(localStorage, next ? 'visit' : 'home');
    } catch (error) {
      console.warn('[profile] could not save the navigation mode', error);
    }
  }

  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p className="font-semibold text-ink" id={`${descriptionId}-label`}>
          {label}
        </p>
        <p id={descriptionId} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={visiting}
        aria-labelledby={`${descriptionId}-label`}
        aria-describedby={descriptionId}
        disabled={!ready}
        onClick={toggle}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 ${visiting ? 'bg-brand-700' : 'bg-slate-500'}`}
        data-testid="travelling-switch"
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${visiting ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1'}`}
        />
      </button>
    </div>
  );
}
