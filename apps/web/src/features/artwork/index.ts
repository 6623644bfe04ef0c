/** The artwork feature's public entry: the SVG files the /art routes serve, and their WebPs. */
export { artFileResponse } from './art-response';
export { renderAttractionArtFile } from './attraction-art';
export { renderDestinationArtFile } from './destination-art';
export { renderFlagBadgeFile } from './flag-badge-art';
export { renderGalleryArtFile } from './gallery-art';
export { inlineLoungeArt } from './inline-art';
export { renderLandmarkArtFile } from './landmark-art';
export { renderLoungeArtFile } from './lounge-art';
export { renderRegionArtFile } from './region-art';
export { artNotFound, svgResponse } from './svg-response';
