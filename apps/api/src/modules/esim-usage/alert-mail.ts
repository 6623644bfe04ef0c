import type { EsimAlert, EsimPlanSnapshot, OrderLineKind } from '@tern/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { esimBundles, esimProfiles, orderLines } from '../../db/schema';
import type { JobHandler } from '../../jobs/runner';
import { localizedMail, mailFormat, SIGN_OFF } from '../../mail/mail-locale';
import type { OrderLineRow } from '../../products/product-kind';
import type { Mailer } from '../../providers/mail/mailer';
import { bundleNameIn } from '../catalog/plan-names';
import { findLine, findOrder, ownerContact } from '../orders/orders.repository';
import { ALERT_TEXTS, whatHappensNext } from './alert-texts';

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
        .select({ bundle: esimBundles, snapshot: orderLines.snapshot })
        .from(esimBundles)
        .innerJoin(orderLines, eq(orderLines.id, esimBundles.orderLineId))
        .where(
          and(
            eq(esimBundles.profileId, profile.id),
            eq(esimBundles.state, 'queued'),
            gt(esimBundles.createdAt, bundle.createdAt),
          ),
        )
        .orderBy(asc(esimBundles.createdAt))
        .limit(1);
      // The traveller's language now (the account's last), not the one the eSIM was bought in.
      const owner = await ownerContact(db, order.userId);
      const { locale } = owner;
      const texts = ALERT_TEXTS[locale];
      const format = mailFormat(locale);
      // Each plan named in the traveller's language, after its own destination else the eSIM's.
      const esimPlan = deps.plans[esimLine.kind as OrderLineKind]?.(esimLine);
      const nameOf = (b: typeof bundle, snapshot: Record<string, unknown> | undefined) =>
        esimPlan
          ? bundleNameIn({ locale, destination: esimPlan.destination }, b, snapshot ?? {})
          : b.name;
      const name = nameOf(bundle, ownLine?.snapshot);
      const page = `${deps.publicWebUrl}/esims/${order.id}`;
      const left =
        bundle.remainingMb !== null && bundle.remainingMb >= 0
          ? texts.left(format.dataAmount(bundle.remainingMb), format.dataAmount(bundle.initialMb))
          : null;
      const headline = {
        used_80: () => texts.used80(name, left),
        used_100: () => texts.used100(name),
        expires_soon: () =>
          bundle.expiresAt
            ? texts.endsOn(name, format.instant(bundle.expiresAt))
            : texts.endsWithinDay(name),
      }[alert]();
      await deps.mailer.send(
        localizedMail(locale, {
          to: owner.email,
          subject: texts.subject[alert](name),
          text: [
            headline,
            whatHappensNext(
              plan,
              alert,
              following ? nameOf(following.bundle, following.snapshot) : null,
              locale,
            ),
            '',
            `${texts.topUp}: ${page}#top-up`,
            texts.lateReports,
            '',
            SIGN_OFF[locale],
          ],
        }),
      );
    },
  };
}
