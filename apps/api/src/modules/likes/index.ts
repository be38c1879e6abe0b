// Public entry of the likes module: what other modules may use (docs/decisions/134-module-public-entries.md).
export { LikeTargetSchema } from './likes.schemas';
