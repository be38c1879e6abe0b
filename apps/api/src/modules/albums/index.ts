// Public entry of the albums module: what other modules may use (docs/decisions/134-module-public-entries.md).
export { MediaFlagsSchema, ReorderMediaSchema } from './albums.schemas';
