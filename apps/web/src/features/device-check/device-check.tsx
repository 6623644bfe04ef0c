'use client';
import { useEffect, useState } from 'react';
import type { ClientMessage } from '@/i18n/client-messages';
import { formatMessage } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import { checkDevice } from '@/lib/api/utilities';
import { detectDevice } from './device-query';

export interface DeviceCheckMessages {
  locale: Locale;
  checking: string;
  /** Stands for the model when the API could not name it. */
  phone: string;
  compatible: ClientMessage;
  incompatible: ClientMessage;
  /** A basic phone (KaiOS, Series 40…): no model to name, no eSIM at all. */
  featurePhone: string;
  unknown: ClientMessage;
  seeList: string;
  checkoutLink: string;
}

type CheckState =
  | { status: 'undetectable' }
  | { status: 'checking' }
  | {
      status: 'checked';
      model: string | null;
      compatible: boolean | null;
      featurePhone: boolean;
    };

/**
 * Before payment: whether this phone takes an eSIM, where the browser tells its model (issue
 * 11). A phone known not to gets a warning; at checkout every visitor gets the link to the list.
 */
export function DeviceCheck({
  messages: m,
  listHref,
}: {
  messages: DeviceCheckMessages;
  /** The list of compatible phones; none on that page itself. */
  listHref: string | null;
}) {
  const [state, setState] = useState<CheckState>({ status: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    detectDevice()
      .then((query) => {
        if (!query) return setState({ status: 'undetectable' });
        return checkDevice(query, controller.signal).then((result) =>
          setState({
            status: 'checked',
            model: result.model,
            compatible: result.compatible,
            featurePhone: result.reason === 'feature-phone',
          }),
        );
      })
      .catch((error: unknown) => {
        // No answer is no verdict: the checkout goes on with only the link.
        if (!controller.signal.aborted) console.error('[device-check] failed', error);
        setState({ status: 'undetectable' });
      });
    return () => controller.abort();
  }, []);

  const link = listHref ? (
    <p className="mt-1">
      <a href={listHref} className="font-semibold text-brand-800 underline">
        {state.status === 'checked' && state.compatible === false ? m.seeList : m.checkoutLink}
      </a>
    </p>
  ) : null;
  if (!link && state.status === 'undetectable') return null;

  if (state.status === 'checked' && state.compatible === false) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        data-testid="device-check"
        data-compatible="false"
        data-reason={state.featurePhone ? 'feature-phone' : undefined}
      >
        <p>
          {state.featurePhone
            ? m.featurePhone
            : formatMessage(m.locale, m.incompatible, { model: state.model ?? m.phone })}
        </p>
        {link}
      </div>
    );
  }
  return (
    <div
      className="text-sm text-slate-700"
      aria-live="polite"
      data-testid="device-check"
      data-compatible={state.status === 'checked' ? String(state.compatible) : undefined}
    >
      {state.status === 'checking' && <p>{m.checking}</p>}
      {state.status === 'checked' && (
        <p>
          {formatMessage(m.locale, state.compatible ? m.compatible : m.unknown, {
            model: state.model ?? m.phone,
          })}
        </p>
      )}
      {link}
    </div>
  );
}
