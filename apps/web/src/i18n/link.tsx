import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { localizePath } from './paths';
import type { Locale } from './routing';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * A router link to `href` (a path from the site root) in the page's language, for server
 * components. The locale is resolved here, so the browser gets a plain next/link.
 */
export async function Link({ href, ...rest }: LinkProps) {
  const locale = (await getLocale()) as Locale;
  return <NextLink href={localizePath(href, locale)} {...rest} />;
}

type PlainLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A plain <a> to `href` in the page's language, for server components: a full page load, no
 * client component to hydrate, nothing prefetched. For the home page's many content links
 * (deals, news, utilities…), where router Links would each hydrate and prefetch for nothing.
 */
export async function PlainLink({ href, ...rest }: PlainLinkProps) {
  const locale = (await getLocale()) as Locale;
  return <a href={localizePath(href, locale)} {...rest} />;
}
