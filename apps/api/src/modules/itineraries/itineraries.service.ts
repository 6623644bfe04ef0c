import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  ItineraryPlan,
  ItinerarySummary,
  ItineraryTrip,
  Locale,
  SavedItinerary,
  SharedItinerary,
} from '@tern/contracts';
import { INTL_LOCALES } from '@tern/domain';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { itineraries, itineraryShares, users } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { Site } from '../../plugins/site';
import { countryNames } from '../catalog/destination-names';
import { itineraryCalendar } from './itinerary-calendar';
import type { ItineraryPlanner } from './planner';

/** Saved plans a traveller may keep: far more than anyone plans, few enough to list at once. */
export const MAX_SAVED_ITINERARIES = 200;

type ItineraryRow = typeof itineraries.$inferSelect;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const notFound = () => new ApiError(404, 'NOT_FOUND', 'No such itinerary.');
const shareNotFound = () =>
  new ApiError(404, 'NOT_FOUND', 'This share link does not exist or was turned off.');

/** Arabic writes its own comma (the glossary's punctuation). */
const TITLE_COMMA: Record<Locale, string> = { en: ', ', vi: ', ', ar: '، ' };

/** "United Arab Emirates, 26 Nov – 30 Nov 2026": the countries and the dates. */
export function defaultTitle(plan: ItineraryPlan, locale: Locale): string {
  const names = [...new Set(plan.legs.map((leg) => leg.localName))].join(' · ');
  const day = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const year = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const first = new Date(`${plan.legs[0]!.startDate}T00:00:00Z`);
  const last = new Date(`${plan.legs.at(-1)!.endDate}T00:00:00Z`);
  return `${names}${TITLE_COMMA[locale]}${day.format(first)} – ${year.format(last)}`.slice(0, 80);
}

/**
 * A stored plan with every country named in its language: plans saved before issue 26 have only
 * the English name, so the name is made again from the country's code.
 */
function withLocalNames(plan: ItineraryPlan, locale: Locale): ItineraryPlan {
  const legs = plan.legs.map((leg) => ({
    ...leg,
    localName:
      leg.localName ?? countryNames({ isoCode: leg.isoCode, name: leg.countryName })[locale],
  }));
  return { ...plan, legs };
}

function summaryOf(row: ItineraryRow, shareId: string | null): ItinerarySummary {
  const { legs } = withLocalNames(row.plan, row.locale);
  return {
    id: row.id,
    title: row.title,
    legs: legs.map((leg) => ({
      countryName: leg.countryName,
      localName: leg.localName,
      isoCode: leg.isoCode,
      flagImageUrl: leg.flagImageUrl,
      startDate: leg.startDate,
      endDate: leg.endDate,
    })),
    shareId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A traveller's saved plans (owner only: another traveller's id is a 404) and read-only share
 * links anyone can make. Every plan stored is computed here from its trip, never sent by a client.
 */
export function createItinerariesService(deps: {
  db: Database;
  planner: ItineraryPlanner;
  publicWebUrl: string;
}) {
  const { db, planner } = deps;

  async function owned(userId: string, id: string): Promise<ItineraryRow> {
    const [row] = await db
      .select()
      .from(itineraries)
      .where(and(eq(itineraries.id, id), eq(itineraries.userId, userId)));
    if (!row) throw notFound();
    return row;
  }

  async function liveShareOf(itineraryId: string): Promise<string | null> {
    const [share] = await db
      .select({ id: itineraryShares.id })
      .from(itineraryShares)
      .where(and(eq(itineraryShares.itineraryId, itineraryId), isNull(itineraryShares.revokedAt)))
      .orderBy(desc(itineraryShares.createdAt))
      .limit(1);
    return share?.id ?? null;
  }

  async function saved(row: ItineraryRow): Promise<SavedItinerary> {
    return {
      ...summaryOf(row, await liveShareOf(row.id)),
      plan: withLocalNames(row.plan, row.locale),
    };
  }

  const planFor = (site: Site, trip: ItineraryTrip, locale: Locale) =>
    planner.plan(site, { trip, locale });

  return {
    async create(
      site: Site,
      userId: string,
      body: { title?: string; trip: ItineraryTrip; locale: Locale },
    ): Promise<SavedItinerary> {
      const plan = await planFor(site, body.trip, body.locale);
      // Counted under a lock on the traveller, so two saves at once cannot pass the limit together.
      const row = await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [{ value: kept } = { value: 0 }] = await tx
          .select({ value: count() })
          .from(itineraries)
          .where(eq(itineraries.userId, userId));
        if (kept >= MAX_SAVED_ITINERARIES) {
          throw new ApiError(
            422,
            'ITINERARY_LIMIT_REACHED',
            `You have ${MAX_SAVED_ITINERARIES} saved itineraries, the most one account keeps. Delete one to save another.`,
          );
        }
        const [inserted] = await tx
          .insert(itineraries)
          .values({
            userId,
            title: body.title ?? defaultTitle(plan, body.locale),
            locale: body.locale,
            trip: plan.trip,
            plan,
          })
          .returning();
        return inserted!;
      });
      return saved(row);
    },

    async list(userId: string, page: number, limit: number) {
      const rows = await db
        .select()
        .from(itineraries)
        .where(eq(itineraries.userId, userId))
        .orderBy(desc(itineraries.updatedAt), desc(itineraries.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [{ value: total } = { value: 0 }] = await db
        .select({ value: count() })
        .from(itineraries)
        .where(eq(itineraries.userId, userId));
      // The page's live links in one query, newest first: the first seen for a plan is its link.
      const live =
        rows.length === 0
          ? []
          : await db
              .select({ id: itineraryShares.id, itineraryId: itineraryShares.itineraryId })
              .from(itineraryShares)
              .where(
                and(
                  inArray(
                    itineraryShares.itineraryId,
                    rows.map((row) => row.id),
                  ),
                  isNull(itineraryShares.revokedAt),
                ),
              )
              .orderBy(desc(itineraryShares.createdAt));
      const shareOf = new Map<string, string>();
      for (const share of live) {
        if (share.itineraryId && !shareOf.has(share.itineraryId)) {
          shareOf.set(share.itineraryId, share.id);
        }
      }
      const summaries = rows.map((row) => summaryOf(row, shareOf.get(row.id) ?? null));
      return { data: { itineraries: summaries }, count: total };
    },

    async get(userId: string, id: string): Promise<SavedItinerary> {
      return saved(await owned(userId, id));
    },

    async update(
      site: Site,
      userId: string,
      id: string,
      body: { title?: string; trip?: ItineraryTrip; locale: Locale },
    ): Promise<SavedItinerary> {
      const row = await owned(userId, id);
      const plan = body.trip ? await planFor(site, body.trip, body.locale) : row.plan;
      const [updated] = await db
        .update(itineraries)
        .set({
          title: body.title ?? row.title,
          locale: body.trip ? body.locale : row.locale,
          trip: plan.trip,
          plan,
          updatedAt: new Date(),
        })
        .where(and(eq(itineraries.id, id), eq(itineraries.userId, userId)))
        .returning();
      if (!updated) throw notFound();
      return saved(updated);
    },

    async remove(userId: string, id: string): Promise<void> {
      const deleted = await db
        .delete(itineraries)
        .where(and(eq(itineraries.id, id), eq(itineraries.userId, userId)))
        .returning({ id: itineraries.id });
      if (deleted.length === 0) throw notFound();
    },

    /** A share link: to a saved plan of the caller's (it follows the plan), or of a trip as sent. */
    async share(
      site: Site,
      userId: string | null,
      body: {
        itineraryId?: string;
        title?: string;
        trip?: ItineraryTrip;
        locale: Locale;
      },
    ) {
      const shareId = randomBytes(16).toString('base64url');
      const revokeKey = randomBytes(32).toString('base64url');
      let values: typeof itineraryShares.$inferInsert;
      if (body.itineraryId) {
        if (!userId) throw notFound();
        const row = await owned(userId, body.itineraryId);
        values = {
          id: shareId,
          itineraryId: row.id,
          userId,
          revokeKeyHash: sha256(revokeKey),
          title: body.title ?? row.title,
          locale: row.locale,
        };
      } else {
        const plan = await planFor(site, body.trip!, body.locale);
        values = {
          id: shareId,
          userId,
          revokeKeyHash: sha256(revokeKey),
          title: body.title ?? defaultTitle(plan, body.locale),
          locale: body.locale,
          plan,
        };
      }
      await db.insert(itineraryShares).values(values);
      return { shareId, path: `/itinery?share=${shareId}`, revokeKey };
    },

    async shared(shareId: string): Promise<SharedItinerary & { locale: Locale }> {
      const [share] = await db
        .select()
        .from(itineraryShares)
        .where(and(eq(itineraryShares.id, shareId), isNull(itineraryShares.revokedAt)));
      if (!share) throw shareNotFound();
      let plan = share.plan;
      let title = share.title;
      if (share.itineraryId) {
        const [row] = await db
          .select()
          .from(itineraries)
          .where(eq(itineraries.id, share.itineraryId));
        if (!row) throw shareNotFound();
        plan = row.plan;
        title = row.title;
      }
      return {
        title,
        plan: withLocalNames(plan!, share.locale),
        sharedAt: share.createdAt.toISOString(),
        locale: share.locale,
      };
    },

    /** Turns a link off: its owner's session, or the key handed out when it was made. */
    async revoke(shareId: string, userId: string | null, revokeKey: string | undefined) {
      const [share] = await db
        .select()
        .from(itineraryShares)
        .where(and(eq(itineraryShares.id, shareId), isNull(itineraryShares.revokedAt)));
      if (!share) throw shareNotFound();
      const byOwner = !!userId && share.userId === userId;
      const expected = Buffer.from(share.revokeKeyHash, 'hex');
      const given = Buffer.from(sha256(revokeKey ?? ''), 'hex');
      const byKey = revokeKey !== undefined && timingSafeEqual(expected, given);
      if (!byOwner && !byKey) throw shareNotFound();
      await db
        .update(itineraryShares)
        .set({ revokedAt: new Date() })
        .where(eq(itineraryShares.id, shareId));
    },

    calendar(plan: ItineraryPlan, title: string, uidPrefix: string, locale: Locale) {
      return itineraryCalendar(plan, { title, uidPrefix, locale, webUrl: deps.publicWebUrl });
    },

    planFor,
    owned,
  };
}

export type ItinerariesService = ReturnType<typeof createItinerariesService>;
