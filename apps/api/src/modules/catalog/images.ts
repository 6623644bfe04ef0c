/**
 * Image URLs are paths on the web origin: flag SVGs copied from flag-icons and artwork the web
 * app generates. Relative paths keep the API independent of the public host name.
 */
export function countryImages(isoCode: string) {
  const iso = isoCode.toLowerCase();
  return {
    flagImageUrl: `/flags/1x1/${iso}.svg`,
    flagImageUrlFull: `/flags/4x3/${iso}.svg`,
    commbitzFlagImageUrlFull: `/art/flag-badge/${iso}.svg`,
    commbitzImageUrlFull: `/art/destination/${iso}.svg`,
    historicImageUrl: `/art/landmark/${iso}.svg`,
    historicImageUrlFull: `/art/landmark/${iso}-full.svg`,
  };
}

export function regionImages(slug: string) {
  return {
    commbitzImageUrl: `/art/region/${slug}.svg`,
    historicImageUrl: `/art/region/${slug}.svg`,
    flagImageUrl: `/art/region/${slug}.svg`,
  };
}

export const currencyFlagUrl = (countryCode: string) =>
  `/flags/4x3/${countryCode.toLowerCase()}.svg`;

export const attractionImageUrl = (attractionId: string) => `/art/attraction/${attractionId}.svg`;
