import type { EsimAlert, EsimPlanSnapshot, OrderLineKind } from '@tern/contracts';
import { formatDataAmount } from '@tern/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { esimBundles, esimProfiles } from '../../db/schema';
import type { JobHandler } from '../../jobs/runner';
import type { OrderLineRow } from '../../products/product-kind';
import type { Mailer } from '../../providers/mail/mailer';
import { findLine, findOrder, ownerEmail } from '../orders/orders.repository';

const SIGN_OFF = ['', 'Questions? help@tern.travel, 24/7.'];

/** What the traveller's plan does when its data or days run out, as the plan says. */
export function whatHappensNext(
  plan: Pick<EsimPlanSnapshot, 'dataAmount' | 'fairUse'> | null,
  alert: EsimAlert,
  next: string | null,
): string {
  const then = next
    ? ` Your next plan on this eSIM, ${next}, starts then by itself.`
    : ' Add a plan to keep your data: it goes on the same eSIM, with no new QR code.';
  if (alert === 'expires_soon') return `When the days run out, data stops.${then}`;
  if (plan?.fairUse)
    return `After ${formatDataAmount(plan.fairUse.fullSpeedMbPerDay)} a day your speed drops to ${plan.fairUse.throttledKbps} kbps until midnight local time.`;
  return alert === 'used_100'
    ? `Data has stopped on this plan.${then}`
    : `When it is used up, data stops.${then}`;
}

/** Sends a bundle's alert e-mail (80 %, 100 %, or a day before it ends), with a top-up link. */
export function esimAlertHandler(deps: {
  db: Database;
  mailer: Mailer;
  publicWebUrl: string;
  plans: Partial<Record<OrderLineKind, (line: OrderLineRow) => EsimPlanSnapshot | null>>;
}): JobHandler {
  const { db } = deps;
  return {
    async run(job) {
      const [bundleId, alert] = job.key.split(':') as [string, EsimAlert];
      const [row] = await db
        .select({ bundle: esimBundles, profile: esimProfiles })
        .from(esimBundles)
        .innerJoin(esimProfiles, eq(esimProfiles.id, esimBundles.profileId))
        .where(eq(esimBundles.id, bundleId));
      // Refunded since: nothing to warn about.
      if (!row || row.profile.status === 'voided' || !row.profile.orderLineId) return;
      const { bundle, profile } = row;
      const esimLine = (await findLine(db, profile.orderLineId!))!;
      const order = (await findOrder(db, esimLine.orderId))!;
      const ownLine = await findLine(db, bundle.orderLineId);
      const plan = ownLine ? (deps.plans[ownLine.kind as OrderLineKind]?.(ownLine) ?? null) : null;
      const [following] = await db
        .select({ name: esimBundles.name })
        .from(esimBundles)
        .where(
          and(
            eq(esimBundles.profileId, profile.id),
            eq(esimBundles.state, 'queued'),
            gt(esimBundles.createdAt, bundle.createdAt),
          ),
        )
        .orderBy(asc(esimBundles.createdAt))
        .limit(1);
      const page = `${deps.publicWebUrl}/esims/${order.id}`;
      const left =
        bundle.remainingMb !== null && bundle.remainingMb >= 0
          ? `${formatDataAmount(bundle.remainingMb)} left of ${formatDataAmount(bundle.initialMb)}`
          : null;
      const subject = {
        used_80: `You have used 80% of your data: ${bundle.name}`,
        used_100: `Your data is used up: ${bundle.name}`,
        expires_soon: `Your plan ends in less than a day: ${bundle.name}`,
      }[alert];
      const headline = {
        used_80: `You have used 80% of the data on ${bundle.name}${left ? ` (${left})` : ''}.`,
        used_100: `You have used all the data on ${bundle.name}.`,
        expires_soon: `${bundle.name} ends ${bundle.expiresAt ? `on ${bundle.expiresAt.toUTCString()}` : 'within a day'}.`,
      }[alert];
      await deps.mailer.send({
        to: await ownerEmail(db, order.userId),
        subject,
        text: [
          headline,
          whatHappensNext(plan, alert, following?.name ?? null),
          '',
          `Top up this eSIM: ${page}#top-up`,
          'Networks report usage up to 2 hours late, so the figure may trail what your phone shows.',
          ...SIGN_OFF,
        ].join('\n'),
      });
    },
  };
}
