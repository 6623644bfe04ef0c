import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { sharedBrowserForFile } from './support/shared-browser';
import { answerApi, MATRIX, openUtility, withVisitor } from './utilities-visit';

const browser = sharedBrowserForFile();

const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'vi', name: 'Vietnamese' },
  { code: 'fr', name: 'French' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ar', name: 'Arabic' },
];
const PHRASES: Record<string, string> = {
  'en>vi:Where is the train station?': 'Ga tàu ở đâu?',
  'vi>en:Ga tàu ở đâu?': 'Where is the train station?',
  'en>fr:Where is the train station?': 'Où est la gare ?',
  'ar>en:أين محطة القطار؟': 'Where is the train station?',
};
/** The nearest phrase the fake offers, on the side of the language the text was typed in. */
const NEAREST: Record<string, { source: string; target: string }> = {
  en: { source: 'Where is the train station?', target: 'Où est la gare ?' },
  ar: { source: 'أين محطة القطار؟', target: 'Where is the train station?' },
};

/** The translator's API, answering from a few phrases and "not covered" for the rest. */
async function fakeTranslator(page: Parameters<typeof answerApi>[0], bodies: unknown[] = []) {
  await answerApi(page, '/translate/languages', () => ({
    body: { data: { languages: LANGUAGES } },
  }));
  await page.route('**/api/v1/translate', async (route) => {
    const body = route.request().postDataJSON() as { text: string; source: string; target: string };
    bodies.push(body);
    const known = PHRASES[`${body.source}>${body.target}:${body.text}`];
    const data = known
      ? { translations: [{ translatedText: known }], match: 'exact', suggestions: [] }
      : {
          translations: [],
          match: 'none',
          suggestions: [{ ...NEAREST[body.source === 'ar' ? 'ar' : 'en'], category: 'transport' }],
        };
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data }) });
  });
}

const TEXTS = {
  en: { title: 'Language translator', source: 'English', target: 'Vietnamese', clear: 'Clear' },
  vi: { title: 'Phiên dịch', source: 'Tiếng Việt', target: 'Tiếng Anh', clear: 'Xóa' },
};

describe('translator modal', () => {
  it.each(MATRIX)(
    'translates what is typed, swaps and clears ($lang, $viewport.width px)',
    ({ lang, viewport }) =>
      withVisitor(browser(), { lang, viewport }, async (page) => {
        await fakeTranslator(page);
        const dialog = await openUtility(page, 'translator');
        await expect(dialog.getByRole('heading').first().textContent()).resolves.toBe(
          TEXTS[lang].title,
        );
        const source = dialog.getByTestId('translator-source');
        await page.waitForFunction(
          (count) =>
            (
              document.querySelector(
                '[data-testid="translator-source"]',
              ) as HTMLSelectElement | null
            )?.options.length === count,
          LANGUAGES.length,
        );
        const [from, to] =
          lang === 'en'
            ? ['Where is the train station?', 'Ga tàu ở đâu?']
            : ['Ga tàu ở đâu?', 'Where is the train station?'];
        await expect(source.locator('option:checked').textContent()).resolves.toBe(
          TEXTS[lang].source,
        );
        await dialog.getByTestId('translator-input').fill(from);
        await page.waitForFunction(
          (text) =>
            document.querySelector('[data-testid="translator-output"]')?.textContent === text,
          to,
        );
        expect(await accessibilityViolations(page)).toEqual([]);
        // Swap: the languages trade places and the translation becomes the text.
        await dialog.getByTestId('translator-swap').click();
        await expect(source.locator('option:checked').textContent()).resolves.toBe(
          TEXTS[lang].target,
        );
        await expect(dialog.getByTestId('translator-input').inputValue()).resolves.toBe(to);
        await page.waitForFunction(
          (text) =>
            document.querySelector('[data-testid="translator-output"]')?.textContent === text,
          from,
        );
        await dialog.getByRole('button', { name: TEXTS[lang].clear }).click();
        await expect(dialog.getByTestId('translator-input').inputValue()).resolves.toBe('');
        await expect(dialog.getByTestId('translator-output').textContent()).resolves.toBe('');
      }),
  );

  it('says when the phrasebook does not cover the text, with the nearest phrases to pick', () =>
    withVisitor(browser(), {}, async (page) => {
      const bodies: unknown[] = [];
      await fakeTranslator(page, bodies);
      const dialog = await openUtility(page, 'translator');
      await dialog.getByTestId('translator-target').selectOption('fr');
      await dialog.getByTestId('translator-input').fill('where is the trian station');
      await dialog.getByRole('button', { name: 'Translate', exact: true }).click();
      const notCovered = dialog.getByTestId('translator-not-covered');
      await notCovered.waitFor();
      await expect(notCovered.textContent()).resolves.toContain(
        'Our travel phrasebook does not cover this text yet.',
      );
      await notCovered.getByRole('button', { name: 'Where is the train station?' }).click();
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="translator-output"]')?.textContent ===
          'Où est la gare ?',
      );
      expect(bodies).toContainEqual({
        text: 'Where is the train station?',
        source: 'en',
        target: 'fr',
      });
    }));

  it('on an Arabic page, translates from Arabic and offers the nearest phrases in Arabic', () =>
    withVisitor(
      browser(),
      {},
      async (page) => {
        await fakeTranslator(page);
        const dialog = await openUtility(page, 'translator');
        await expect(dialog.getByRole('heading').first().textContent()).resolves.toBe(
          'مترجم اللغات',
        );
        const [source, target] = ['source', 'target'].map((side) =>
          dialog.getByTestId(`translator-${side}`).locator('option:checked'),
        );
        await page.waitForFunction(
          () =>
            (
              document.querySelector(
                '[data-testid="translator-source"] option:checked',
              ) as HTMLOptionElement | null
            )?.value === 'ar',
        );
        await expect(source!.textContent()).resolves.toBe('العربية');
        await expect(target!.textContent()).resolves.toBe('الإنجليزية');
        await dialog.getByTestId('translator-input').fill('أين محطة القطار؟');
        await page.waitForFunction(
          () =>
            document.querySelector('[data-testid="translator-output"]')?.textContent ===
            'Where is the train station?',
        );
        await dialog.getByTestId('translator-input').fill('أين أقرب مخبز؟');
        await dialog.getByRole('button', { name: 'ترجمة', exact: true }).click();
        const notCovered = dialog.getByTestId('translator-not-covered');
        await notCovered.waitFor();
        await expect(notCovered.textContent()).resolves.toContain(
          'لا يتضمن دليل عبارات السفر لدينا هذا النص بعد.',
        );
        await notCovered.getByRole('button', { name: 'أين محطة القطار؟' }).waitFor();
        expect(await accessibilityViolations(page)).toEqual([]);
      },
      '/ar',
    ));
});
