import { ApiError } from '../../plugins/errors';

/** An upstream service (weather, translation) is down, slow or refused us: not the caller's fault. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(`${provider} unavailable: ${reason}`);
  }
}

/** Runs an upstream call and turns its failure into the 503 envelope clients know. */
export async function answerOr503<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new ApiError(
        503,
        'PROVIDER_UNAVAILABLE',
        `The ${error.provider} service is not answering. Please try again in a few minutes.`,
      );
    }
    throw error;
  }
}

/**
 * fetch with a timeout, answering whatever status the service sends; only a network failure or
 * the timeout is a ProviderUnavailableError, worded so logs tell a hang from a refusal.
 */
export async function fetchWithTimeout(
  provider: string,
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<Response> {
  const timeoutMs = init.timeoutMs ?? 8_000;
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ProviderUnavailableError(provider, failureReason(error, timeoutMs));
  }
}

function failureReason(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return 'failed';
  if (error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  // undici reports "fetch failed" and keeps the useful part (ECONNREFUSED, …) in the cause.
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? `${error.message} (${code})` : error.message;
}

/** fetch with a timeout whose every failure (network, timeout, non-2xx) is ProviderUnavailable. */
export async function fetchUpstream(
  provider: string,
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<Response> {
  const response = await fetchWithTimeout(provider, url, init);
  if (!response.ok) throw new ProviderUnavailableError(provider, `HTTP ${response.status}`);
  return response;
}
