// A local stand-in for YouTube for the e2e run (no internet): the API's own test server
// (apps/api/src/modules/video-metadata/testing/fake-youtube-server.ts, which listens on a random
// port) behind a fixed port, so playwright.config.ts can point YOUTUBE_API_BASE_URL and
// YOUTUBE_OEMBED_URL at it. Run with tsx (it imports TypeScript):
//   npx tsx apps/web/e2e/support/fake-youtube.mjs        (FAKE_YOUTUBE_PORT, default 3199)
// Known videos: dQw4w9WgXcQ "Nuestra boda en Cusco", M7lc1UVf-VE "Quinceañero en Miraflores".
import { createServer } from 'node:http';
import { startFakeYouTube } from '../../../api/src/modules/video-metadata/testing/fake-youtube-server.ts';

const port = Number(process.env.FAKE_YOUTUBE_PORT ?? 3199);
const youtube = await startFakeYouTube();

const server = createServer(async (req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok"}');
    return;
  }
  try {
    const upstream = await fetch(`${youtube.baseUrl}${req.url ?? '/'}`, { method: req.method });
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  } catch {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('Bad Gateway');
  }
});
server.listen(port, '127.0.0.1', () => console.log(`[fake YouTube] http://127.0.0.1:${port}`));

async function stop() {
  server.closeAllConnections();
  server.close();
  await youtube.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
