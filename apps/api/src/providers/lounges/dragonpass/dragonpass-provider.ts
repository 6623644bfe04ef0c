import { z } from 'zod';
import { ApiError } from '../../../plugins/errors';
import type { LoungeProvider } from '../lounge-provider';
import { DragonPassError, toHub, toResource, usdCents } from './dragonpass-mapping';
import {
  DpAvailability,
  DpCity,
  DpEpass,
  DpEpassCancel,
  DpHub,
  DpResource,
  envelope,
} from './dragonpass-protocol';

export interface DragonPassOptions {
  url: string;
  apiKey: string;
  programId: string;
  timeoutMs?: number;
}

const unavailable = (message: string) => new ApiError(503, 'PROVIDER_UNAVAILABLE', message);

/** The DragonPass partner API, reshaped into Tern's types (protocol in dragonpass-protocol.ts). */
export function createDragonPassProvider(options: DragonPassOptions): LoungeProvider {
  const base = options.url.replace(/\/+$/, '');

  /** The answer's data, or null for HTTP 404; anything else unusable is a 503. */
  async function call<T extends z.ZodType>(
    schema: T,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<z.infer<T> | null> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'x-program-id': options.programId,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch {
      throw unavailable('The lounge supplier cannot be reached; try again shortly.');
    }
    if (response.status === 404) return null;
    if (!response.ok) throw unavailable(`The lounge supplier answered ${response.status}.`);
    const parsed = envelope(schema).safeParse(await response.json().catch(() => null));
    if (!parsed.success || parsed.data.code !== '0000' || parsed.data.data == null) {
      throw unavailable('The lounge supplier sent an answer Tern could not read.');
    }
    return parsed.data.data as z.infer<T>;
  }

  const query = (params: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    return search.toString();
  };
  const list = <T extends z.ZodType>(item: T) =>
    z.object({ total: z.number().int().optional(), list: z.array(item) });
  const mapped = <T>(map: () => T) => {
    try {
      return map();
    } catch (error) {
      if (error instanceof DragonPassError) throw unavailable(error.message);
      throw error;
    }
  };

  return {
    async cities(module, { pageNumber, pageSize, search }) {
      const page = await call(
        list(DpCity),
        'GET',
        `/cities?${query({ module, pageNumber, pageSize, keyword: search })}`,
      );
      const items = (page?.list ?? []).map((c) => ({
        city: c.cityName,
        country: c.countryName,
        countryCode: c.countryCode,
        airportCount: c.hubCount,
      }));
      return { items, count: page?.total ?? items.length };
    },
    async transportHubs(city, { pageNumber, pageSize, search }) {
      const page = await call(
        list(DpHub),
        'GET',
        `/transportHubs?${query({ cityName: city, type: 1, pageNumber, pageSize, keyword: search })}`,
      );
      if (!page || (page.total ?? page.list.length) === 0) return null;
      return { items: page.list.map(toHub), count: page.total ?? page.list.length };
    },
    async transportHub(id) {
      const hub = await call(DpHub, 'GET', `/transportHubs/${encodeURIComponent(id)}`);
      return hub ? toHub(hub) : null;
    },
    async resources(transportHubId, module, search) {
      const page = await call(
        list(DpResource),
        'GET',
        `/resources?${query({ transportHubId, module, keyword: search })}`,
      );
      return page ? mapped(() => page.list.map(toResource)) : null;
    },
    async resource(id, module) {
      const resource = await call(
        DpResource,
        'GET',
        `/resources/${encodeURIComponent(id)}?module=${module}`,
      );
      return resource ? mapped(() => toResource(resource)) : null;
    },
    async availability(q) {
      const answer = await call(DpAvailability, 'POST', '/prebooking/availability', {
        resourceId: q.resourceId,
        module: q.module,
        serviceDate: q.date,
        serviceTime: q.time,
        adultCount: q.adults,
        childCount: q.children,
      });
      if (!answer) return null;
      return mapped(() => ({
        open: answer.openStatus === 'OPEN',
        remaining: answer.remaining,
        adultUsdCents: usdCents(answer.adultPrice),
        childUsdCents: usdCents(answer.childPrice),
        supplierToken: answer.prebookingToken,
      }));
    },
    async issuePass(request) {
      const pass = await call(DpEpass, 'POST', '/epass/issue', {
        partnerOrderNo: request.reference,
        prebookingToken: request.supplierToken,
        resourceId: request.resourceId,
        module: request.module,
        serviceDate: request.date,
        serviceTime: request.time,
        flightNo: request.flightNumber,
        passengers: request.travellers.map((t) => ({
          name: t.name,
          type: t.child ? 'CHILD' : 'ADULT',
        })),
      });
      if (!pass) throw unavailable('The lounge supplier no longer knows this resource.');
      return { passReference: pass.epassNo };
    },
    async cancelPass(passReference) {
      const answer = await call(DpEpassCancel, 'POST', '/epass/cancel', { epassNo: passReference });
      if (!answer) throw unavailable('The lounge supplier does not know this pass.');
    },
  };
}
