// Public entry of the media module: what other modules may use (docs/decisions/134-module-public-entries.md).
export { galleryPageParams, galleryPageSql, galleryRows, loadMediaServices, type GalleryPageJson, type GalleryPlaceholders } from './media.repository';
export { galleryPageOut } from './media.service';
export { VIDEO_ASPECT_RATIO, isVideo, keyUrl, photoSizes, toMediaOut, type MediaOut, type MediaRow } from './media.view';
