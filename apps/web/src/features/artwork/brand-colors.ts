/**
 * Brand colours for generated artwork. Standalone SVG files cannot read the site's CSS variables,
 * so these mirror the @theme values in src/app/globals.css; change both together.
 */
export const BRAND = {
  ink: '#0b1b33',
  brand: '#0b9484',
  brandLight: '#5eead4',
  coral: '#ff6b57',
  white: '#ffffff',
} as const;
