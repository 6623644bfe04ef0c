import { ApiError } from '../../plugins/errors';

/** An upstream service (weather, translation) is down, slow or refused us: not the caller's fault. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    reason: string,
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

/** fetch with a timeout whose every failure (network, timeout, non-2xx) is ProviderUnavailable. */
export async function fetchUpstream(
  provider: string,
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 8_000) });
  } catch (error) {
    throw new ProviderUnavailableError(provider, error instanceof Error ? error.message : 'failed');
  }
  if (!response.ok) throw new ProviderUnavailableError(provider, `HTTP ${response.status}`);
  return response;
}
