// Test support of the video-metadata module, for test code only (docs/decisions/134-module-public-entries.md).
export { KNOWN_VIDEOS, KNOWN_VIDEO_ID, SECOND_VIDEO_ID, UNKNOWN_VIDEO_ID, startFakeYouTube, type FakeYouTube } from './fake-youtube-server';
