import { LOCALES, type Locale } from '@tern/contracts';
import { z } from 'zod';
import { fetchWithTimeout, ProviderUnavailableError } from '../../shared/provider-unavailable';
import {
  type AttractionProvider,
  SupplierSoldOutError,
  type TicketBookingRequest,
} from '../attraction-provider';
import {
  type OctoAttraction,
  slotTime,
  toAttractions,
  toDays,
  toSupplierBooking,
  unitItemsFor,
} from './octo-mapping';
import {
  OCTO_CAPABILITIES,
  OctoAvailability,
  OctoBooking,
  OctoCalendarDay,
  OctoErrorBody,
  OctoProduct,
} from './octo-protocol';

export interface OctoOptions {
  url: string;
  apiKey: string;
  /** Per request; a supplier slower than this is treated as down. */
  timeoutMs?: number;
  /** How long the product list is kept: list() runs on every listing request. */
  cacheMs?: number;
}

/** The name clients see in a 503: never the supplier's. */
const PROVIDER = 'attractions';
/** How long the supplier holds places between reservation and confirmation. */
const HOLD_MINUTES = 30;
/** At reservation these mean the slot cannot be had: retrying the same request will not help. */
const UNAVAILABLE_CODES = new Set(['UNPROCESSABLE_ENTITY', 'INVALID_AVAILABILITY_ID']);

/** The supplier refused a request (an OCTO error body): the code says why. */
export class OctoRequestError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly code: string | null,
    readonly supplierMessage: string,
  ) {
    super(`OCTO ${call} refused (HTTP ${status}${code ? ` ${code}` : ''}): ${supplierMessage}`);
    this.name = 'OctoRequestError';
  }
}

/** The product or option is no longer sold: the cached list is out of date. */
const isWithdrawn = (error: unknown) =>
  error instanceof OctoRequestError &&
  (error.code === 'INVALID_PRODUCT_ID' || error.code === 'INVALID_OPTION_ID');

const isGone = (error: unknown) =>
  error instanceof OctoRequestError &&
  (error.status === 404 || error.code === 'INVALID_BOOKING_UUID');

/** An OCTO-standard supplier of tours and tickets, in Tern's types (protocol in octo-protocol.ts). */
export function createOctoProvider(options: OctoOptions): AttractionProvider {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5_000;
  const cacheMs = options.cacheMs ?? 60_000;
  // Whatever a supplier echoes back, the key never reaches an error message or a log.
  const redact = (text: string) => text.split(options.apiKey).join('[key]');

  async function call<T extends z.ZodType>(
    schema: T,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    language?: string,
  ): Promise<{ data: z.infer<T>; language: string | null }> {
    const name = `${method} ${path.split('?')[0]}`;
    const unavailable = (reason: string) =>
      new ProviderUnavailableError(PROVIDER, `OCTO ${name}: ${redact(reason)}`);
    let response: Response;
    try {
      response = await fetchWithTimeout(PROVIDER, `${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'octo-capabilities': OCTO_CAPABILITIES,
          accept: 'application/json',
          ...(language ? { 'accept-language': language } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs,
      });
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw unavailable(error.reason);
      throw error;
    }
    const json: unknown = await response.json().catch(() => null);
    const refusal = OctoErrorBody.safeParse(json);
    const code = refusal.success ? refusal.data.error : null;
    if (response.status >= 500 || code === 'INTERNAL_SERVER_ERROR') {
      throw unavailable(`the supplier answered HTTP ${response.status}`);
    }
    if (
      response.status === 401 ||
      response.status === 403 ||
      code === 'UNAUTHORIZED' ||
      code === 'FORBIDDEN'
    ) {
      throw unavailable(`the supplier refused Tern's API key (HTTP ${response.status})`);
    }
    if (!response.ok) {
      const message = refusal.success ? (refusal.data.errorMessage ?? '') : '';
      throw new OctoRequestError(name, response.status, code, redact(message));
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw unavailable('the supplier sent an answer Tern could not read');
    return { data: parsed.data, language: response.headers.get('content-language') };
  }

  async function loadCatalogue(): Promise<OctoAttraction[]> {
    const products = z.array(OctoProduct);
    const others = LOCALES.filter((locale) => locale !== 'en');
    const [en, ...answers] = await Promise.all([
      call(products, 'GET', '/products', undefined, 'en'),
      // A supplier without the language answers in its own or refuses: English stands in.
      ...others.map((locale) =>
        call(products, 'GET', '/products', undefined, locale).catch((error: unknown) => {
          if (error instanceof OctoRequestError) return null;
          throw error;
        }),
      ),
    ]);
    const localized: Partial<Record<Locale, z.infer<typeof products>>> = {};
    for (const [index, locale] of others.entries()) {
      const answer = answers[index];
      // Content-Language names what came back ("ar-AE"): its primary subtag must be the one asked.
      const language = answer?.language?.toLowerCase().split('-')[0];
      if (answer && language === locale) localized[locale] = answer.data;
    }
    return toAttractions(en.data, localized);
  }

  let cache: { loadedAt: number; catalogue: Promise<OctoAttraction[]> } | undefined;
  function catalogue(): Promise<OctoAttraction[]> {
    if (cache && Date.now() - cache.loadedAt < cacheMs) return cache.catalogue;
    const loading = loadCatalogue();
    const entry = { loadedAt: Date.now(), catalogue: loading };
    cache = entry;
    // A failed load is not kept: the next request asks the supplier again.
    loading.catch(() => {
      if (cache === entry) cache = undefined;
    });
    return loading;
  }
  const find = async (attractionId: string) =>
    (await catalogue()).find((a) => a.record.attractionId === attractionId) ?? null;

  /** The supplier's booking under Tern's reference, or null when it has none. */
  async function existing(uuid: string): Promise<OctoBooking | null> {
    try {
      return (await call(OctoBooking, 'GET', `/bookings/${encodeURIComponent(uuid)}`)).data;
    } catch (error) {
      if (isGone(error)) return null;
      throw error;
    }
  }

  async function reserve(attraction: OctoAttraction, request: TicketBookingRequest) {
    const unitIds = unitItemsFor(attraction, request.units);
    const ids = { productId: attraction.productId, optionId: attraction.optionId };
    const units = request.units.map((u) => ({
      id: attraction.unitIds[u.type],
      quantity: u.quantity,
    }));
    const { data: slots } = await call(z.array(OctoAvailability), 'POST', '/availability', {
      ...ids,
      localDateStart: request.date,
      localDateEnd: request.date,
      units,
    });
    const slot = slots.find((s) => {
      const at = slotTime(s);
      return at.date === request.date && at.time === request.time;
    });
    if (!slot?.available || (slot.vacancies != null && slot.vacancies < unitIds.length)) {
      throw new SupplierSoldOutError(
        `the supplier has no ${unitIds.length} places left on ${request.date} at ${request.time}`,
      );
    }
    try {
      const reservation = {
        uuid: request.reference,
        ...ids,
        availabilityId: slot.id,
        expirationMinutes: HOLD_MINUTES,
        unitItems: unitIds.map((unitId) => ({ unitId })),
      };
      return (await call(OctoBooking, 'POST', '/bookings', reservation)).data;
    } catch (error) {
      if (!(error instanceof OctoRequestError)) throw error;
      // Another attempt under the same reference may have reserved first: continue with it.
      const again = await existing(request.reference);
      if (again) return again;
      if (error.code && UNAVAILABLE_CODES.has(error.code)) {
        throw new SupplierSoldOutError(
          `the supplier could not hold the slot: ${error.supplierMessage}`,
        );
      }
      throw error;
    }
  }

  return {
    async list() {
      return (await catalogue()).map((a) => a.record);
    },
    async attraction(attractionId) {
      return (await find(attractionId))?.record ?? null;
    },
    async availability(attractionId, from, to) {
      const attraction = await find(attractionId);
      if (!attraction) return null;
      const range = {
        productId: attraction.productId,
        optionId: attraction.optionId,
        localDateStart: from,
        localDateEnd: to,
      };
      try {
        const [calendar, slots] = await Promise.all([
          call(z.array(OctoCalendarDay), 'POST', '/availability/calendar', range),
          call(z.array(OctoAvailability), 'POST', '/availability', range),
        ]);
        return toDays(from, to, calendar.data, slots.data);
      } catch (error) {
        if (!isWithdrawn(error)) throw error;
        cache = undefined;
        return null;
      }
    },
    async book(request) {
      const attraction = await find(request.attractionId);
      if (!attraction) {
        throw new Error(`the attraction supplier no longer sells ${request.attractionId}`);
      }
      // The reference is the OCTO booking uuid, so a retry finds the first attempt's booking.
      let booking = (await existing(request.reference)) ?? (await reserve(attraction, request));
      if (booking.status === 'ON_HOLD') {
        const confirmation = {
          resellerReference: request.reference,
          contact: { fullName: request.leadTraveller.name },
          emailReceipt: false,
        };
        const path = `/bookings/${encodeURIComponent(booking.uuid)}/confirm`;
        booking = (await call(OctoBooking, 'POST', path, confirmation)).data;
      }
      if (booking.status !== 'CONFIRMED' && booking.status !== 'REDEEMED') {
        throw new Error(
          `the attraction supplier's booking ${booking.uuid} is ${booking.status}, not confirmed`,
        );
      }
      return toSupplierBooking(attraction, booking, request.units);
    },
    async cancel(supplierReference) {
      const path = `/bookings/${encodeURIComponent(supplierReference)}/cancel`;
      try {
        await call(OctoBooking, 'POST', path, { reason: 'Cancelled through Tern' });
      } catch (error) {
        if (!(error instanceof OctoRequestError)) throw error;
        // Cancelling twice is refused by some suppliers; a booking already gone is what we want.
        const booking = await existing(supplierReference);
        if (booking?.status === 'CANCELLED' || booking?.status === 'EXPIRED') return;
        throw error;
      }
    },
  };
}
