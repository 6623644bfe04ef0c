import { forwardToApi } from '@/lib/api/forward';

/**
 * /api/v1/* on the web origin is the API: the browser never talks to another origin, so the
 * session cookie stays first-party and no CORS is needed. Never cached here.
 */
export const dynamic = 'force-dynamic';

export const GET = forwardToApi;
export const HEAD = forwardToApi;
export const POST = forwardToApi;
export const PUT = forwardToApi;
export const PATCH = forwardToApi;
export const DELETE = forwardToApi;
export const OPTIONS = forwardToApi;
