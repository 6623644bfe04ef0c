import 'client-only';

/**
 * The contracts (and zod with them) for the browser, loaded on the first call that checks an
 * answer: the purchase, payment and account flows, which themselves load on demand.
 */
export const contracts = () => import('@tern/contracts');

/** What a contract schema parses to, without importing zod into the bundle. */
export type Parsed<S> = S extends { parse(data: unknown): infer T } ? T : never;
