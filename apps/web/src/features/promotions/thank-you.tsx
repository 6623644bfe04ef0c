'use client';
import type { Partner } from '@tern/contracts';
import { DESTINATION_PAGE_SUFFIX } from '@tern/domain';
import { buttonClasses } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { orderPagePath } from '@/features/order-lines';
import { isolated } from '@/i18n/bidi';
import { localizePath } from '@/i18n/paths';
import { useWords } from '@/i18n/words';
import type { Submission } from './promo-steps';
import { SuggestedPlan } from './suggested-plan';
import { useDataAmount } from './use-data-amount';
import { useFocusOnShow } from './use-focus-on-show';
import { SUGGESTED_PLANS, useSuggestedPlans } from './use-suggested-plans';

/**
 * The thank-you modal (spec §2, §4): what is on its way (in the page's language, where the API's
 * message is English), the free eSIM's page, and up to six plans for the partner's destination.
 * 'Done' and 'View more' go to its plans page.
 */
export default function ThankYou({
  partner,
  submission,
}: {
  partner: Partner;
  submission: Submission;
}) {
  const t = useWords('promotions.thanks');
  const { locale } = t;
  const destination = partner.destination;
  const plans = useSuggestedPlans(destination.name, locale);
  const amount = useDataAmount()(partner.dataAmount);
  const messageRef = useFocusOnShow<HTMLParagraphElement>(true);
  const plansPath = localizePath(`/${destination.slug}${DESTINATION_PAGE_SUFFIX}`, locale);
  // The free order holds one eSIM plan: its page is the eSIM's.
  const esimPath = localizePath(
    orderPagePath({ id: submission.orderId, lines: [{ kind: 'esim_plan' }] }),
    locale,
  );
  const checkoutPath = localizePath('/checkout', locale);

  return (
    <div className="space-y-4" data-testid="promo-thanks">
      <div>
        <p
          ref={messageRef}
          tabIndex={-1}
          className="font-semibold text-ink outline-none"
          data-testid="promo-thanks-message"
        >
          {t('text', {
            amount,
            destination: destination.localName,
            email: isolated(submission.email, locale),
          })}
        </p>
        <a href={esimPath} className={`${buttonClasses({ variant: 'quiet' })} mt-1`}>
          {t('viewEsim')}
        </a>
      </div>
      <section aria-labelledby="promo-plans-title">
        <h3 id="promo-plans-title" className="font-semibold text-ink">
          {t('plansTitle', { destination: destination.localName })}
        </h3>
        {plans === null ? (
          <div className="mt-2 space-y-2">
            <p role="status" className="sr-only">
              {t('loadingPlans', { destination: destination.localName })}
            </p>
            {Array.from({ length: SUGGESTED_PLANS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
              <div key={i} data-testid="plan-skeleton">
                <Skeleton className="h-16 rounded-xl" />
              </div>
            ))}
          </div>
        ) : plans.length === 0 ? (
          <div className="mt-2">
            <EmptyState title={t('noPlans')} description={t('checkBack')} />
          </div>
        ) : (
          <ul className="mt-2 space-y-2">
            {plans.map((plan) => (
              <SuggestedPlan
                key={plan._id}
                plan={plan}
                checkoutPath={checkoutPath}
                search={destination.name}
              />
            ))}
          </ul>
        )}
      </section>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <a href={plansPath} className={buttonClasses({ variant: 'secondary' })}>
          {t('viewMore')}
        </a>
        <a href={plansPath} className={buttonClasses()}>
          {t('done')}
        </a>
      </div>
    </div>
  );
}
