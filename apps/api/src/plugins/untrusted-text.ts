import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/** Longer addresses are refused before anything reads them (the web's own links are < 500). */
export const MAX_URL_LENGTH = 4096;

/**
 * C0 controls and DEL. PostgreSQL refuses NUL in text (a 500 before this existed), and the rest
 * only ever arrive to smuggle something into logs, e-mails or the next system.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const URL_CONTROL = /[\u0000-\u001f\u007f]/;
/** In JSON text a tab or a line break can be real (a message to translate); the rest cannot. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** In unicode mode a paired surrogate is one code point, so only lone halves match. */
const LONE_SURROGATE = /\p{Cs}/u;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Percent-decodes one part of an address as strict UTF-8; null when the encoding is broken
 * (`%zz`, a lone `%`, `%ff`, an overlong or surrogate sequence). decodeURIComponent refuses
 * exactly those (it throws), and decodes in native code without a byte array per request.
 */
export function decodeUrlPart(text: string, plusIsSpace = false): string | null {
  if (!isWellFormed(text)) return null;
  if (!/[%+]/.test(text)) return text;
  try {
    return decodeURIComponent(plusIsSpace ? text.replaceAll('+', ' ') : text);
  } catch {
    return null;
  }
}

/** true when an address (path and query) decodes to clean UTF-8 without control characters. */
export function isCleanUrl(url: string): boolean {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const decodedPath = decodeUrlPart(path);
  if (decodedPath === null || URL_CONTROL.test(decodedPath)) return false;
  for (const pair of query.split('&')) {
    for (const part of pair.split('=')) {
      const decoded = decodeUrlPart(part, true);
      if (decoded === null || URL_CONTROL.test(decoded)) return false;
    }
  }
  return true;
}

/** Finds the first JSON string (key or value) that is not clean text; its path, or undefined. */
export function findUncleanText(value: unknown, path = 'body'): string | undefined {
  if (typeof value === 'string') {
    return !isWellFormed(value) || TEXT_CONTROL.test(value) ? path : undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUncleanText(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isWellFormed(key) || TEXT_CONTROL.test(key)) return path;
      const found = findUncleanText(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/** Deeper JSON than any contract uses is a parser stress test, not a request. */
const MAX_JSON_DEPTH = 32;

function tooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > MAX_JSON_DEPTH) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

const invalidText = (where: string) =>
  new ApiError(
    400,
    'VALIDATION_FAILED',
    `${where} contains characters that are not allowed (control characters or invalid UTF-8).`,
  );

/**
 * Untrusted text is checked once, here, for every route: the address (path and query) and every
 * string in a JSON body must be valid UTF-8 without control characters. Routes and the database
 * then only ever see clean text, whatever a field's own schema says.
 */
export function registerUntrustedTextChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const url = request.raw.url ?? '/';
    if (url.length > MAX_URL_LENGTH) {
      throw new ApiError(
        414,
        'URI_TOO_LONG',
        `The address is longer than ${MAX_URL_LENGTH} characters.`,
      );
    }
    if (!isCleanUrl(url)) throw invalidText('The address');
  });

  // Fastify's own JSON parser (it refuses __proto__ and constructor.prototype keys), fed text
  // that has been decoded strictly instead of with replacement characters.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      return done(invalidText('The request body'), undefined);
    }
    if (tooDeep(text)) {
      return done(
        new ApiError(400, 'BAD_REQUEST', `The JSON body is nested deeper than ${MAX_JSON_DEPTH}.`),
        undefined,
      );
    }
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      const unclean = findUncleanText(parsed);
      if (unclean) return done(invalidText(unclean), undefined);
      done(null, parsed);
    });
  });
}
