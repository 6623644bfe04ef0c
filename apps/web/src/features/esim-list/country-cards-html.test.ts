import { describe, expect, it } from 'vitest';
import { type CountryCardHtml, countryCardsHtml, escapeHtml } from './country-cards-html';

const card = (overrides: Partial<CountryCardHtml> = {}): CountryCardHtml => ({
  href: '/france-mobile-esim-plans',
  name: 'France',
  flagUrl: '/flags/4x3/fr.svg',
  data: '1 GB',
  validity: '7 days',
  startingFrom: 'Starting from',
  price: '$3',
  action: 'Choose options',
  ...overrides,
});

describe('countryCardsHtml', () => {
  it('renders one linked card per country with its name, price, validity and data', () => {
    const html = countryCardsHtml([
      card(),
      card({ name: 'Japan', href: '/japan-mobile-esim-plans' }),
    ]);
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toContain('href="/france-mobile-esim-plans"');
    expect(html).toContain('data-testid="plan-name">Japan</h2>');
    expect(html).toContain('data-testid="plan-price">$3</span>');
    expect(html).toContain('data-testid="plan-validity">7 days</p>');
  });

  it('never lets data become markup', () => {
    const html = countryCardsHtml([
      card({ name: '<img src=x onerror=alert(1)>', href: '/x" onclick="y' }),
    ]);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="/x&quot; onclick=&quot;y"');
  });

  it('loads the first two rows of flags at once and the rest lazily, all at low priority', () => {
    const html = countryCardsHtml(Array.from({ length: 14 }, () => card()));
    expect(html.match(/loading="eager"/g)).toHaveLength(12);
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(14);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});
