import type { ReactNode } from 'react';

/**
 * A supplier's text in its own language inside a page of another (WCAG 2.2 SC 3.1.2): `lang`
 * lets a screen reader switch voice, and `dir="auto"` isolates the run, so in a right-to-left
 * sentence its punctuation keeps its order. English by default: the lounge network and the
 * airports dataset write only English.
 */
export function SupplierText({ children, lang = 'en' }: { children: ReactNode; lang?: string }) {
  return (
    <span lang={lang} dir="auto">
      {children}
    </span>
  );
}

/** Stands in for a supplier value while the sentence around it is translated; no message holds it. */
export const SUPPLIER_SLOT = '\u0000';

/**
 * A sentence translated with SUPPLIER_SLOT as the value ("Arriving at {airport}"), with the
 * value put back as SupplierText, so only the value is marked, not the words around it.
 */
export function withSupplierText(sentence: string, value: string, lang?: string): ReactNode {
  const [before, ...after] = sentence.split(SUPPLIER_SLOT);
  if (after.length === 0) return sentence;
  return (
    <>
      {before}
      <SupplierText lang={lang}>{value}</SupplierText>
      {after.join(value)}
    </>
  );
}
