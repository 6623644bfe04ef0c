import { stripSvgSuffix } from './art-codes';
import {
  amalfiCoast,
  eiffelTower,
  H,
  haLongBay,
  lakeZurich,
  londonEye,
  merlionPark,
  type Scene,
  W,
} from './gallery-scenes';
import { svgDocument } from './svg-shapes';

/** The destinations gallery's pictures by file name: /art/gallery/{name}.svg (spec §2). */
const SCENES: Record<string, () => Scene> = {
  'london-eye': londonEye,
  'amalfi-coast': amalfiCoast,
  'lake-zurich': lakeZurich,
  'merlion-park': merlionPark,
  'eiffel-tower': eiffelTower,
  'ha-long-bay': haLongBay,
};

export const GALLERY_ART_NAMES = Object.keys(SCENES);

/** "london-eye.svg" → the London Eye; any other name → null (404). */
export function renderGalleryArtFile(fileName: string): string | null {
  const name = stripSvgSuffix(fileName);
  const scene = name && Object.hasOwn(SCENES, name) ? SCENES[name]!() : null;
  return scene ? svgDocument(W, H, scene.defs, scene.body) : null;
}
