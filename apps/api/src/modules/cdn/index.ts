// Public entry of the cdn module: what other modules may use (docs/decisions/134-module-public-entries.md).
export { decodeBase64 } from './file-sniffing';
export { ORPHAN_SWEEP_INTERVAL_MS, sweepOrphanUploads } from './orphan-uploads';
export { IMAGE_VARIANTS_JOB, makeImageVariants } from './image-variants';
export { findUploadByKey, insertImageUpload, insertUpload, type UploadRow } from './cdn.repository';
