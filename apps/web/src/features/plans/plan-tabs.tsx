'use client';
import { type KeyboardEvent, useRef } from 'react';
import { PLAN_TABS, type PlanTab } from './fetch-plan-page';

export const tabId = (tab: PlanTab) => `plan-tab-${tab}`;
export const PLAN_PANEL_ID = 'plan-tabpanel';

/**
 * A WAI-ARIA tablist with manual activation: arrow keys, Home and End move focus, Enter or Space
 * selects. Manual because every selection reloads the list from the API.
 */
export function PlanTabs({
  active,
  onSelect,
  labels,
}: {
  active: PlanTab;
  onSelect: (tab: PlanTab) => void;
  labels: Record<PlanTab | 'label', string>;
}) {
  const refs = useRef<Partial<Record<PlanTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = PLAN_TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    refs.current[PLAN_TABS[target]!]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={labels.label}
      className="inline-flex w-full rounded-full bg-slate-200/70 p-1 sm:w-auto"
    >
      {PLAN_TABS.map((tab, index) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === active}
          aria-controls={PLAN_PANEL_ID}
          tabIndex={tab === active ? 0 : -1}
          onClick={() => onSelect(tab)}
          onKeyDown={(event) => onKeyDown(event, index)}
          data-testid={`plan-tab-${tab}`}
          className="h-10 flex-1 whitespace-nowrap rounded-full px-4 text-sm font-semibold text-slate-600 transition-colors hover:text-ink aria-selected:bg-white aria-selected:text-ink aria-selected:shadow-sm sm:flex-none sm:px-5"
        >
          {labels[tab]}
        </button>
      ))}
    </div>
  );
}
