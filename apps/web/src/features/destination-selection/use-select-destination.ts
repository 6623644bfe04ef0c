'use client';

/**
 * Selecting a destination (spec §4): full-screen loader, settings call, plans call, navigation
 * to its plans page, with the fallback route on failure. Placeholder until the feature lands;
 * the signature is the agreed interface.
 */
export interface SelectableDestination {
  _id: string;
  name: string;
}

export function useSelectDestination(): {
  select: (destination: SelectableDestination) => void;
  pending: boolean;
} {
  return {
    select: (destination) => {
      window.location.assign(
        `/${destination.name.toLowerCase().replace(/\s+/g, '-')}-mobile-esim-plans`,
      );
    },
    pending: false,
  };
}
