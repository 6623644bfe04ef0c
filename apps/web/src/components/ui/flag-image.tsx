import { rasterSrc } from './raster-src';

interface FlagImageProps {
  /** A flag URL from the API, e.g. /flags/4x3/fr.svg, served by this web origin. */
  src: string;
  /** Country name; only announced when the flag is not already next to the name. */
  countryName: string;
  decorative?: boolean;
  ratio?: '4x3' | '1x1';
  className?: string;
  loading?: 'lazy' | 'eager';
}

const SIZES = { '4x3': { width: 48, height: 36 }, '1x1': { width: 40, height: 40 } } as const;

/**
 * Flags are small WebPs the build renders from flag-icons' SVGs (raster-src.ts), so a plain <img>
 * is right: next/image would only resize them again. Width and height are set so the layout
 * never shifts while they load.
 */
export function FlagImage({
  src,
  countryName,
  decorative = false,
  ratio = '4x3',
  className = '',
  loading = 'lazy',
}: FlagImageProps) {
  const { width, height } = SIZES[ratio];
  return (
    // biome-ignore lint/performance/noImgElement: the build's WebP flags need no optimisation; see above.
    <img
      src={rasterSrc(src)}
      alt={decorative ? '' : `Flag of ${countryName}`}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={`object-cover ${ratio === '1x1' ? 'rounded-full' : 'rounded-md'} ring-1 ring-black/10 ${className}`}
    />
  );
}
