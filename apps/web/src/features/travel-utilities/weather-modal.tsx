'use client';
import { useMemo } from 'react';
import { Modal } from '@/components/ui/modal';
import { formatMessage } from '@/i18n/client-messages';
import { useWeather, type WeatherState } from './use-weather';
import type { UtilityMessages } from './utility-messages';
import { WeatherView } from './weather-view';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  messages: UtilityMessages;
}

/** What the modal says instead of the weather, in the spec's words (§8). */
function problem(state: WeatherState, m: UtilityMessages): string | null {
  const w = m.weather;
  if (state.status === 'location-failed') {
    return state.kind === 'failed'
      ? formatMessage(m.locale, w.geo.failed, { detail: state.detail || '–' })
      : w.geo[state.kind];
  }
  if (state.status === 'failed') return w.failed;
  if (state.status === 'empty') return w.noData;
  return null;
}

/** Spec §2 "Weather modal": asks for the location on opening, then shows the weather there. */
export function WeatherModal({ open, onClose, messages: m }: ModalProps) {
  const { state, city, retry } = useWeather(open);
  // "Now" is when this weather arrived, so the hourly strip and tonight match what it says.
  const now = useMemo(
    () => (state.status === 'ready' ? Math.floor(Date.now() / 1000) : 0),
    [state],
  );
  const message = problem(state, m);

  return (
    <Modal open={open} onClose={onClose} title={m.weather.title} closeLabel={m.close}>
      <div
        data-testid="weather-modal"
        aria-live="polite"
        aria-busy={state.status === 'locating' || state.status === 'loading'}
      >
        {state.status === 'locating' && (
          <p className="text-sm text-slate-700">{m.weather.locating}</p>
        )}
        {state.status === 'loading' && (
          <p className="text-sm text-slate-700">{m.weather.loading}</p>
        )}
        {message && (
          <div
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
            data-testid="weather-error"
          >
            <p>{message}</p>
            <button
              type="button"
              onClick={retry}
              className="mt-3 rounded-full bg-white px-4 py-1.5 font-semibold text-ink ring-1 ring-slate-300 hover:bg-slate-100"
            >
              {m.weather.retry}
            </button>
          </div>
        )}
        {state.status === 'ready' && (
          <WeatherView weather={state.weather} city={city} messages={m} now={now} />
        )}
      </div>
    </Modal>
  );
}
