import type { OrderLine } from '@tern/contracts';

/**
 * A line's name on a page: a plan's in the language the order was read in (the API names it), a
 * booking's as its supplier writes it.
 */
export function lineName(line: OrderLine): string {
  return line.kind === 'esim_plan' || line.kind === 'esim_topup'
    ? line.product.localName
    : line.name;
}
