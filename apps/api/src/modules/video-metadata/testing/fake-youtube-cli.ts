// The YouTube stand-in as a process of its own, for the e2e run (no internet): the same server the
// API tests use (fake-youtube-server.ts) on a fixed port, with GET /healthz, so
// apps/web/playwright.config.ts starts it by path (as it starts the API) and points
// YOUTUBE_API_BASE_URL and YOUTUBE_OEMBED_URL at it — the web's e2e never imports API code.
//   npx tsx apps/api/src/modules/video-metadata/testing/fake-youtube-cli.ts   (FAKE_YOUTUBE_PORT, default 3199)
// Known videos: dQw4w9WgXcQ "Nuestra boda en Cusco", M7lc1UVf-VE "Quinceañero en Miraflores".
import { startFakeYouTube } from './fake-youtube-server';

const port = Number(process.env.FAKE_YOUTUBE_PORT ?? 3199);
const youtube = await startFakeYouTube({ port });
console.log(`[fake YouTube] ${youtube.baseUrl}`);

async function stop() {
  await youtube.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
