import type { Translate } from '@/i18n/to-client-message';

/** The booking form's words, translated on the server; `{x}` placeholders stay for the client. */
export function bookingMessages(t: Translate) {
  const raw = (key: string) => t(`lounges.booking.${key}`, RAW_VALUES);
  return {
    title: raw('title'),
    date: raw('date'),
    time: raw('time'),
    localTime: raw('localTime'),
    flight: raw('flight'),
    flightHint: raw('flightHint'),
    adults: raw('adults'),
    children: raw('children'),
    travellers: raw('travellers'),
    adultName: raw('adultName'),
    childName: raw('childName'),
    submit: raw('submit'),
    checking: raw('checking'),
    errorDate: raw('errors.date'),
    errorFlight: raw('errors.flight'),
    errorName: raw('errors.name'),
    errorFailed: raw('errors.failed'),
    errorSummary: raw('errorSummary'),
    summaryTitle: raw('summary.title'),
    summaryAdults: raw('summary.adults'),
    summaryChildren: raw('summary.children'),
    summaryTotal: raw('summary.total'),
    summarySlot: raw('summary.slot'),
    summaryFlight: raw('summary.flight'),
    holdUntil: raw('summary.holdUntil'),
    closed: raw('summary.closed'),
    full: raw('summary.full'),
    continue: raw('summary.continue'),
    continueTo: raw('summary.continueTo'),
    preparing: raw('summary.preparing'),
    cancellation: raw('cancellation'),
    cancellationRule: raw('cancellationRule'),
  };
}

/** Placeholders filled with themselves, so the client can fill them with formatMessage. */
const RAW_VALUES = Object.fromEntries(
  ['zone', 'n', 'count', 'date', 'time', 'flight', 'remaining', 'until', 'total'].map((name) => [
    name,
    `{${name}}`,
  ]),
);

export type BookingMessages = ReturnType<typeof bookingMessages>;
