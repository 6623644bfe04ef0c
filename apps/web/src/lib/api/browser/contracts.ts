import 'client-only';
import type * as Contracts from '@tern/contracts';
import { ApiError, CLIENT_ERROR_CODES } from '../api-error';
import type { ResponseSchema } from '../request';

/** What a contract schema parses to, without importing zod into the bundle. */
export type Parsed<S> = S extends { parse(data: unknown): infer T } ? T : never;

type SchemaName = {
  [K in keyof typeof Contracts]: (typeof Contracts)[K] extends ResponseSchema<unknown> ? K : never;
}[keyof typeof Contracts];

/**
 * Checks an answer against its contract schema, imported (with zod, ~37 kB gzip) on the first
 * check: only the purchase, payment and account calls check, and their code loads on demand,
 * so no page loads zod with itself.
 */
export async function checkedBy<N extends SchemaName>(
  name: N,
  body: unknown,
): Promise<Parsed<(typeof Contracts)[N]>> {
  const schema = (await import('@tern/contracts'))[name] as ResponseSchema<
    Parsed<(typeof Contracts)[N]>
  >;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ApiError(
    CLIENT_ERROR_CODES.invalidResponse,
    `API response does not match the contract: ${parsed.error.message}`,
    200,
  );
}
