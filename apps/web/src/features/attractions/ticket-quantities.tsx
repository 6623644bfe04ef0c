'use client';
import type { TicketType, TicketUnitType } from '@tern/contracts';
import type { Words } from '@/i18n/words';
import { formatMoney } from '@/lib/money';
import { ageBand } from './place-details';
import { canAdd, canRemove, type Quantities } from './ticket-rules';

const STEP =
  'inline-flex size-10 items-center justify-center rounded-full text-lg font-semibold text-ink ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

/** Each ticket type with its age band and price, and a − / + stepper (1–10 in all). */
export function TicketQuantities({
  types,
  quantities,
  max,
  onChange,
  t,
  unit,
}: {
  types: readonly TicketType[];
  quantities: Quantities;
  max: number;
  onChange: (type: TicketUnitType, quantity: number) => void;
  t: Words;
  /** The ticket types' names (attractions.unit). */
  unit: Words;
}) {
  return (
    <fieldset data-testid="ticket-types">
      <legend className="text-sm font-semibold text-ink">{t('tickets')}</legend>
      <ul className="mt-2 divide-y divide-slate-100">
        {types.map((ticket) => {
          const name = unit(ticket.type);
          const band = ageBand(ticket);
          const count = quantities[ticket.type] ?? 0;
          return (
            <li key={ticket.type} className="flex items-center justify-between gap-3 py-2">
              <div>
                <p className="font-semibold text-ink">{name}</p>
                <p className="text-xs text-slate-600">
                  {band ? `${t(band.key, { min: band.min, max: band.max })} · ` : ''}
                  {ticket.price.minor === 0
                    ? t('free')
                    : t('each', {
                        price: formatMoney(
                          ticket.price.amount,
                          ticket.price.currencyCode,
                          t.locale,
                        ),
                      })}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  className={STEP}
                  aria-label={t('decrease', { type: name })}
                  disabled={!canRemove(quantities, ticket.type)}
                  onClick={() => onChange(ticket.type, count - 1)}
                >
                  <span aria-hidden="true">−</span>
                </button>
                <output
                  aria-label={t('count', { type: name })}
                  aria-live="polite"
                  className="w-6 text-center font-semibold text-ink"
                  data-testid={`quantity-${ticket.type}`}
                >
                  {count}
                </output>
                <button
                  type="button"
                  className={STEP}
                  aria-label={t('increase', { type: name })}
                  disabled={!canAdd(quantities, max)}
                  onClick={() => onChange(ticket.type, count + 1)}
                >
                  <span aria-hidden="true">+</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-1 text-xs text-slate-600">{t('maxTickets', { max })}</p>
    </fieldset>
  );
}
