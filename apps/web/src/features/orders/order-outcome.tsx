import type { OrderRefund } from '@tern/contracts';
import { buttonClasses } from '@/components/ui/button-classes';
import type { Locale } from '@/i18n/routing';
import { RefundNotes } from './refund-notes';

/**
 * Why an order page has nothing to show or install (a line refunded, an order cancelled): what
 * happened, where the money is, and where the product is bought again.
 */
export function OrderOutcome({
  id,
  title,
  text,
  refunds,
  email,
  locale,
  again,
  testId,
}: {
  /** Names the section by its heading; unique on the page. */
  id: string;
  title: string;
  text: string;
  refunds: readonly OrderRefund[];
  email: string;
  locale: Locale;
  /** Where this product is bought again, and the link's words. */
  again: { href: string; label: string };
  testId: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-3xl border border-slate-200 bg-white p-5 sm:p-8"
      data-testid={testId}
    >
      <h2 id={id} className="text-xl font-bold text-ink sm:text-2xl">
        {title}
      </h2>
      <p className="text-slate-600">{text}</p>
      <RefundNotes refunds={refunds} email={email} locale={locale} />
      <a href={again.href} className={buttonClasses()} data-testid="start-again">
        {again.label}
      </a>
    </section>
  );
}
