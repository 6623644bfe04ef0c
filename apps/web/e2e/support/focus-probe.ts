/** What the page reports about the focused element after a key. */
export interface FocusReport {
  /** e.g. `button "Continue"`, for messages. */
  label: string;
  onBody: boolean;
  /** Why its indicator fails, or null when it is visible enough. */
  indicatorProblem: string | null;
}

/** A form field as the autocomplete checks see it. */
export interface FieldFacts {
  label: string;
  tag: string;
  type: string;
  name: string;
  /** The attribute as written, or null when the field has none. */
  autocomplete: string | null;
}

/** What `audit()` found on the page as it is now. */
export interface ControlAudit {
  /** How many controls took focus and were judged. */
  focused: number;
  /** How many fields' boundaries were judged. */
  bounded: number;
  problems: string[];
  fields: FieldFacts[];
}

declare global {
  interface Window {
    __keyboard?: {
      snapshot: () => void;
      report: () => FocusReport;
      audit: () => ControlAudit;
    };
  }
}

/**
 * Installed in every document of the context: `snapshot()` notes the unfocused look of every
 * focusable element (and the three ancestors a wrapper may draw its ring on) before a key;
 * `report()` compares the focused element with that look afterwards. Comparing with the same
 * element a moment before, not with a clone, keeps `:has()` and `:focus-within` styles honest
 * and fires no focus events of the page's own. `audit()` judges every visible control at once
 * (WCAG 1.4.11): a field's boundary, and each control's focus indicator.
 */
export function installFocusProbe() {
  const FOCUSABLE =
    'a[href],button,input,select,textarea,summary,iframe,[tabindex],[contenteditable="true"]';
  type Look = { outline: string; shadow: string; border: string };
  let before = new WeakMap<Element, Look>();
  let focusedBefore: Element | null = null;
  const look = (el: Element): Look => {
    const s = getComputedStyle(el);
    return {
      outline: `${s.outlineStyle}|${s.outlineWidth}|${s.outlineColor}`,
      shadow: s.boxShadow,
      border: `${s.borderTopColor}|${s.borderBottomColor}|${s.borderTopWidth}`,
    };
  };
  const lineage = (el: Element) => {
    const chain: Element[] = [];
    for (let node: Element | null = el; node && chain.length < 4; node = node.parentElement)
      chain.push(node);
    return chain;
  };

  // Any CSS colour (oklch, hex, named) to sRGB through a 1-pixel canvas.
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const paint = canvas.getContext('2d', { willReadFrequently: true });
  type Rgba = [number, number, number, number];
  const rgba = (color: string): Rgba | null => {
    if (!paint) return null;
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = '#000';
    paint.fillStyle = color;
    paint.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data as unknown as number[];
    return [r!, g!, b!, a! / 255];
  };
  const over = (top: Rgba, under: Rgba): Rgba => [
    top[0] * top[3] + under[0] * (1 - top[3]),
    top[1] * top[3] + under[1] * (1 - top[3]),
    top[2] * top[3] + under[2] * (1 - top[3]),
    1,
  ];
  const luminance = ([r, g, b]: Rgba) => {
    const lin = (c: number) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  /** The solid colour behind `el` (its own background first), or null over an image. */
  const backdrop = (el: Element | null): Rgba | null => {
    const layers: Rgba[] = [];
    for (let node = el; node; node = node.parentElement) {
      const s = getComputedStyle(node);
      if (s.backgroundImage !== 'none') return null;
      const color = rgba(s.backgroundColor);
      if (color && color[3] > 0) layers.push(color);
      if (color && color[3] === 1) break;
    }
    return layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);
  };
  /** Colours of a computed box-shadow's rings (spread ≥ 1px), e.g. Tailwind's `ring-2`. */
  const rings = (shadow: string) =>
    shadow === 'none'
      ? []
      : shadow
          .split(/,(?![^(]*\))/)
          .map((part) => {
            const color = part.match(
              /(?:rgba?|oklch|oklab|lab|lch|hsla?|color)\([^)]*\)|#\w+/,
            )?.[0];
            const lengths = part.replace(color ?? '', '').match(/-?[\d.]+px/g) ?? [];
            return { color, spread: Number.parseFloat(lengths[3] ?? '0') };
          })
          .filter((r) => r.color && r.spread >= 1)
          .map((r) => r.color as string);

  const describe = (el: Element) => {
    const name =
      el.getAttribute('aria-label') ||
      (el as HTMLInputElement).labels?.[0]?.textContent ||
      el.textContent ||
      el.getAttribute('name') ||
      '';
    const role = el.getAttribute('role') || el.tagName.toLowerCase();
    return `${role} "${name.trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
  };

  /** The best indicator among the element and its wrappers: contrast, or why there is none. */
  const indicator = (el: Element): string | null => {
    let best = 0;
    let seen = false;
    let unknownBackdrop = false;
    for (const node of lineage(el)) {
      const now = look(node);
      const was = before.get(node);
      const s = getComputedStyle(node);
      const colors: string[] = [];
      if (
        s.outlineStyle !== 'none' &&
        Number.parseFloat(s.outlineWidth) >= 1 &&
        (!was || was.outline !== now.outline)
      )
        colors.push(s.outlineColor);
      if (!was || was.shadow !== now.shadow) colors.push(...rings(s.boxShadow));
      // A border that changes colour on focus (a field's `focus:border-…`) is an indicator too;
      // with no earlier look (rendered just now, e.g. in a dialog), its border is judged as is.
      if ((!was || was.border !== now.border) && Number.parseFloat(s.borderTopWidth) >= 1)
        colors.push(s.borderTopColor);
      if (colors.length === 0) continue;
      seen = true;
      const behind = backdrop(node.parentElement);
      if (!behind) {
        unknownBackdrop = true;
        continue;
      }
      for (const color of colors) {
        const c = rgba(color);
        if (c && c[3] > 0) best = Math.max(best, contrast(over(c, behind), behind));
      }
    }
    if (!seen) return 'no visible focus indicator (outline, ring or border change)';
    if (best >= 3 || unknownBackdrop) return null;
    return `focus indicator contrast ${best.toFixed(2)}:1 (needs 3:1)`;
  };

  /** Fields a traveller types into or picks from: their box is what says "a field is here". */
  const FIELD =
    'input:not([type=checkbox],[type=radio],[type=range],[type=color],[type=file],[type=hidden],[type=submit],[type=button],[type=reset],[type=image]),select,textarea';
  /**
   * A field's visible boundary (1.4.11): its border, or its own fill, against what is around it,
   * 3:1 at least. A wrapper that holds this field alone may draw the box instead (a search field's
   * rounded frame). Buttons and links are not judged: their words or icon say what they are, and
   * 1.4.11 asks for no boundary then; native checkboxes and radios are drawn by Chromium itself
   * (a #767676 edge, 4.5:1 on white).
   */
  const boundary = (el: Element): string | null => {
    let best = 0;
    let node: Element | null = el;
    for (let depth = 0; node && depth < 3; depth += 1, node = node.parentElement) {
      if (depth > 0 && node.querySelectorAll(FOCUSABLE).length > 1) break;
      const outside = backdrop(node.parentElement);
      const fill = backdrop(node);
      if (!outside || !fill) return null;
      best = Math.max(best, contrast(fill, outside));
      const s = getComputedStyle(node);
      const edge = rgba(s.borderTopColor);
      if (s.borderTopStyle !== 'none' && Number.parseFloat(s.borderTopWidth) >= 1 && edge)
        best = Math.max(best, contrast(over(edge, fill), outside));
      if (best >= 3) return null;
    }
    const s = getComputedStyle(el);
    return `boundary contrast ${best.toFixed(2)}:1 (border ${s.borderTopColor} ${s.borderTopWidth}), needs 3:1`;
  };
  const shown = (el: HTMLElement) =>
    el.tabIndex >= 0 &&
    !el.matches(':disabled') &&
    el.checkVisibility({ visibilityProperty: true }) &&
    el.getClientRects().length > 0;

  window.__keyboard = {
    audit() {
      const problems: string[] = [];
      const fields: FieldFacts[] = [];
      let focused = 0;
      let bounded = 0;
      // Every control's unfocused look, the one the key focused too.
      (document.activeElement as HTMLElement | null)?.blur();
      window.__keyboard!.snapshot();
      for (const el of document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
        if (!shown(el)) continue;
        const label = describe(el);
        const field = el.matches(FIELD);
        // Judged unfocused (focus changes a field's border); a visually hidden field (a radio
        // card's input) shows itself through its card.
        const box = el.getBoundingClientRect();
        const edge = field && box.width >= 8 && box.height >= 8 ? boundary(el) : undefined;
        // Keyboard focus, as Tab gives it: the caller has pressed a key, so focus() that follows
        // matches :focus-visible as Tab's would. Behind a modal (inert), focus does not move and
        // the control is not the traveller's to use: not judged.
        el.focus({ preventScroll: true });
        if (document.activeElement !== el) continue;
        if (field)
          fields.push({
            label,
            tag: el.tagName.toLowerCase(),
            type: (el as HTMLInputElement).type,
            name: el.getAttribute('name') ?? '',
            autocomplete: el.getAttribute('autocomplete'),
          });
        if (edge !== undefined) bounded += 1;
        if (edge) problems.push(`${label}: ${edge}`);
        focused += 1;
        for (const node of lineage(el))
          for (const animation of node.getAnimations())
            if (animation instanceof CSSTransition) animation.finish();
        const problem = el.matches(':focus-visible')
          ? indicator(el)
          : 'does not match :focus-visible after a key';
        if (problem) problems.push(`${label}: ${problem}`);
      }
      (document.activeElement as HTMLElement | null)?.blur();
      return { focused, bounded, problems, fields };
    },
    snapshot() {
      focusedBefore = document.activeElement;
      before = new WeakMap();
      for (const el of document.querySelectorAll(FOCUSABLE))
        for (const node of lineage(el)) if (!before.has(node)) before.set(node, look(node));
    },
    report() {
      const el = document.activeElement;
      if (!el || el === document.body || el === document.documentElement)
        return { label: 'body', onBody: true, indicatorProblem: null };
      // A key that left focus where it was (typing, Space on a checkbox) has nothing to judge, nor
      // has a heading or overlay the page focused itself (tabindex -1): no control, no ring owed.
      if (el === focusedBefore || (el as HTMLElement).tabIndex < 0)
        return { label: describe(el), onBody: false, indicatorProblem: null };
      // `transition-colors` fades the ring in: judge the colour it settles on, not a frame of it.
      for (const node of lineage(el))
        for (const animation of node.getAnimations())
          if (animation instanceof CSSTransition) animation.finish();
      return { label: describe(el), onBody: false, indicatorProblem: indicator(el) };
    },
  };
}
