/**
 * Moves every URL of a `Link` header onto `origin`. next-intl writes the language alternates from
 * the request's Host and X-Forwarded-Host/-Proto, which a visitor can set and a shared cache keeps;
 * the public origin comes from configuration (PUBLIC_WEB_URL) instead.
 */
export function linksOnPublicOrigin(link: string, origin: string): string {
  return link.replace(/<([^>]*)>/g, (whole, target: string) => {
    try {
      const url = new URL(target);
      return `<${origin}${url.pathname}${url.search}>`;
    } catch {
      return whole;
    }
  });
}
