import 'server-only';
import { DEFAULT_API_INTERNAL_URL, DEFAULT_SITE_ID } from './defaults';

export interface ServerEnv {
  /** Base URL of the API as seen from this server, without a trailing slash. */
  apiInternalUrl: string;
  /** Sent as X-Site-Id on every call; selects brand, currency and markup on the API side. */
  siteId: string;
  /**
   * FORWARD_SECRET, the API's proof that this server may say who the visitor is
   * (X-Forwarded-For); undefined when not configured, and then the API ignores that header.
   */
  forwardSecret: string | undefined;
}

let cached: ServerEnv | undefined;

/**
 * Reads the server's configuration once, on first use, and fails with every problem at once
 * rather than one per restart. Read at run time (not inlined at build) so one build can be
 * pointed at different APIs.
 */
export function getServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  if (cached && source === process.env) return cached;
  const problems: string[] = [];

  const apiInternalUrl = (source.API_INTERNAL_URL || DEFAULT_API_INTERNAL_URL).replace(/\/+$/, '');
  if (!isHttpUrl(apiInternalUrl)) {
    problems.push(`API_INTERNAL_URL must be an http(s) URL, got "${apiInternalUrl}"`);
  }

  const siteId = source.SITE_ID || DEFAULT_SITE_ID;
  // It travels in an HTTP header, so keep it to characters that need no escaping.
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(siteId)) {
    problems.push(
      `SITE_ID must be 1-64 letters, digits, dots, underscores or hyphens, got "${siteId}"`,
    );
  }

  const forwardSecret = source.FORWARD_SECRET || undefined;
  if (forwardSecret !== undefined && forwardSecret.length < 32) {
    problems.push('FORWARD_SECRET must be at least 32 characters');
  }

  if (problems.length > 0) {
    throw new Error(`Invalid web server configuration:\n- ${problems.join('\n- ')}`);
  }
  const env = { apiInternalUrl, siteId, forwardSecret };
  if (source === process.env) cached = env;
  return env;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
