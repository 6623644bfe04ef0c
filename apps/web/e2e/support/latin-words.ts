import type { Page } from 'playwright-core';

/**
 * What a visitor meets on a page, as text: the title, every visible text node, and what assistive
 * technology reads instead of or beside it (aria-label, alt, title, placeholder). A logo drawn as
 * an image (an svg with role img, a network partner's wordmark) is a brand's, so left out. Text in
 * an element that declares another language than the page's (a supplier's English, marked
 * `lang="en"`: WCAG 3.1.2) is `declared`, not in `texts`.
 */
export function textsOn(page: Page): Promise<{ texts: string[]; declared: string[] }> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang.split('-')[0];
    const texts = [document.title];
    const declared: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, template, svg[role="img"]'))
        continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const text = node.textContent?.trim();
      if (!text) continue;
      const language = element.closest('[lang]')?.getAttribute('lang')?.split('-')[0];
      (language && language !== pageLanguage ? declared : texts).push(text);
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [alt], [title], [placeholder]',
    )) {
      if (element.closest('svg[role="img"]')) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder'])
        texts.push(element.getAttribute(name) ?? '');
    }
    return { texts: texts.filter(Boolean), declared };
  });
}

/**
 * `texts` with every `declared` text taken out: a supplier's name marked as English on the page
 * may also stand in an attribute ("Details and booking: Terrace Lounge Hanoi"), which has no lang.
 */
export function withoutDeclared(texts: readonly string[], declared: readonly string[]): string[] {
  const longestFirst = [...new Set(declared)].sort((a, b) => b.length - a.length);
  return texts.map((text) => longestFirst.reduce((rest, name) => rest.replaceAll(name, ' '), text));
}

/**
 * Words that stay Latin on an Arabic page (docs/decisions/arabic-glossary.md "Names"): brands,
 * codes and data units, and each language's own name in the switcher.
 */
const KEPT_IN_ARABIC = new Set(
  [
    ...['Tern', 'eSIM', 'SIM', 'QR', 'SM-DP+', 'LPA', 'ICCID', 'EID', 'IMEI', 'CVC', '3-D Secure'],
    ...['iOS', 'Android', 'Apple', 'iPhone', 'Google', 'Play', 'App Store', 'Samsung', 'Galaxy'],
    ...['Pixel', 'WhatsApp', 'iMessage', 'Instagram', 'OpenStreetMap', 'Wi-Fi', 'Visa'],
    ...['GB', 'MB', 'kbps', 'US$', 'MM', 'YY', 'English', 'Tiếng Việt', 'en', 'vi', 'ar'],
  ].map((word) => word.toLowerCase()),
);

/**
 * The company's registered name, e-mail addresses, host names, activation codes in groups
 * ("RFVB-H337-UCAN-TYZ7", which may have no digit) and flight numbers ("VN 123": a word of its
 * own, not a piece of a code) stay as they are.
 */
const KEPT_AS_WRITTEN = new RegExp(
  [
    /Tern Travel Ltd\./,
    /[\w.+-]+@[\w.-]+/,
    /\b[\w-]+(\.[\w-]+)+\b/,
    /\b[A-Z\d]{4}(-[A-Z\d]{4}){2,}\b/,
    /(?<![\w-])[A-Z\d]{2} ?\d{1,4}(?![\w-])/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
  'g',
);

/**
 * The Latin words left in an Arabic page's `texts` that are not kept by the glossary, nor in
 * `alsoKept` (names a supplier writes, brands of ours); a word with a digit is a code (an order
 * number, an activation code, 5G), and an upper-case three-letter word a currency code.
 */
export function englishLeftInArabic(texts: readonly string[], alsoKept: readonly string[] = []) {
  const kept = new Set([...KEPT_IN_ARABIC, ...alsoKept.map((word) => word.toLowerCase())]);
  const left = new Set<string>();
  for (const text of texts) {
    let rest = text.replace(KEPT_AS_WRITTEN, ' ');
    // Multi-word names first ("App Store", "Tiếng Việt"), then single words.
    for (const name of kept)
      if (name.includes(' ')) rest = rest.replaceAll(new RegExp(name, 'gi'), ' ');
    for (const word of rest.match(/[\p{Script=Latin}\d][\p{Script=Latin}\d+'’$-]*/gu) ?? []) {
      if (!/\p{Script=Latin}/u.test(word) || /\d/.test(word)) continue;
      if (/^[A-Z]{3}$/.test(word) || kept.has(word.toLowerCase())) continue;
      left.add(`${word} (in "${text.slice(0, 80)}")`);
    }
  }
  return [...left];
}

/** English a Vietnamese page's words must not contain (the words our own texts would use). */
const ENGLISH =
  /\b(the|your|you|and|of|for|with|day|days|plan|plans|data|unlimited|order|buy|now|France)\b/;

export function englishLeftInVietnamese(texts: readonly string[]) {
  return texts.filter((text) => ENGLISH.test(text.replace(KEPT_AS_WRITTEN, ' ')));
}
