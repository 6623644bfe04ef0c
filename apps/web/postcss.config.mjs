/** Tailwind v4 runs as a PostCSS plugin; Next picks this file up for every CSS import. */
export default {
  plugins: { '@tailwindcss/postcss': {} },
};
