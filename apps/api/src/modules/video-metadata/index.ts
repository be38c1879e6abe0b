// Public entry of the video-metadata module: what other modules may use (docs/decisions/134-module-public-entries.md).
export { fetchVideoData } from './video-metadata.service';
