import type { Bundle, OrderLine, OrderLineKind } from '@tern/contracts';

/** What a line shows, ordered or about to be: its kind and the snapshot of its product. */
export type LinePreview = OrderLine extends infer L
  ? L extends OrderLine
    ? Pick<L, 'kind' | 'product'>
    : never
  : never;

export type LinePreviewOf<K extends OrderLineKind> = Extract<LinePreview, { kind: K }>;

/** A plan not yet ordered (the preorder page), shown exactly as its order line will be. */
export function esimPlanPreview(bundle: Bundle): LinePreviewOf<'esim_plan'> {
  return {
    kind: 'esim_plan',
    product: {
      bundleId: bundle._id,
      name: bundle.name,
      localName: bundle.localName,
      dataAmount: bundle.dataAmount,
      duration: bundle.duration,
      speed: bundle.speed,
      activationPolicy: bundle.activationPolicy,
      fairUse: bundle.fairUse,
      destination: {
        name: bundle.destination.name,
        isoCode: bundle.destination.isoCode,
        flagImageUrl: bundle.destination.flagImageUrl,
        localName: bundle.destination.localName,
      },
    },
  };
}
