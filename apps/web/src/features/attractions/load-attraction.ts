import 'server-only';
import type { AttractionDetails, Locale } from '@tern/contracts';
import { cache } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { getAttraction } from '@/lib/api/attractions';
import { safeDecode } from '@/lib/safe-decode';

/**
 * One attraction for its page and metadata (one API call per render: React's cache), or null
 * when the API does not know it (404 ATTRACTION_NOT_FOUND, or an id it refuses: 400).
 */
export const loadAttraction = cache(
  async (rawId: string, currency: string, locale: Locale): Promise<AttractionDetails | null> => {
    try {
      return (await getAttraction(safeDecode(rawId), { currency, locale })).data;
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  },
);
