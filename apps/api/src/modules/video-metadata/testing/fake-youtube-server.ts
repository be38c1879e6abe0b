// A local HTTP server that answers like YouTube for tests (no internet):
//   GET /youtube/v3/videos?part=snippet&id=…&key=…   Data API v3: a known id → one item;
//       an unknown id → 200 with `items: []`; key 'quota-key' → 403 quotaExceeded; key 'bad-key'
//       → 400 API key not valid (keyInvalid); id HANGING_VIDEO_ID → never answers (timeouts).
//       BROKEN_VIDEO_ID → 503 backendError.
//   GET /oembed?url=…&format=json   a known id → 200; PRIVATE_VIDEO_ID → 401; BROKEN_VIDEO_ID → 500;
//       unknown → 404 "Not Found".
//   GET /healthz   200 {"status":"ok"} (not recorded in `requests`), for a process waiting on it.
// Usage: const yt = await startFakeYouTube(); env = yt.env; … await yt.close();
// On a fixed port (the e2e run, fake-youtube-cli.ts): startFakeYouTube({ port }).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseYouTubeId } from '@eventos/domain';

export const KNOWN_VIDEO_ID = 'dQw4w9WgXcQ';
export const SECOND_VIDEO_ID = 'M7lc1UVf-VE';
export const UNKNOWN_VIDEO_ID = 'AAAAAAAAAAA';
export const HANGING_VIDEO_ID = 'SLOWSLOWSL0';
export const PRIVATE_VIDEO_ID = 'PRIVATEVID1';
/** The Data API answers 503 backendError and oEmbed 500 for this id. */
export const BROKEN_VIDEO_ID = 'BROKENVID01';

export const KNOWN_VIDEOS: Record<string, { title: string; description: string }> = {
  [KNOWN_VIDEO_ID]: { title: 'Nuestra boda en Cusco', description: `Un día inolvidable. ${'Música y baile. '.repeat(60)}` },
  [SECOND_VIDEO_ID]: { title: 'Quinceañero en Miraflores', description: 'Fiesta de quince años con DJ.' },
};

export interface FakeYouTube {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** YOUTUBE_* variables for createTestApp({ env }); pass a key to use the Data API. */
  env(key?: string): Record<string, string>;
  /** Requests received ('/youtube/v3/videos?…', '/oembed?…'). */
  requests: string[];
  close(): Promise<void>;
}

const ytimg = (id: string, name: string) => `https://i.ytimg.com/vi/${id}/${name}.jpg`;

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

function apiError(res: ServerResponse, status: number, message: string, reason: string, domain: string, detail?: string) {
  json(res, status, {
    error: {
      code: status,
      message,
      errors: [{ message, domain, reason }],
      ...(detail
        ? { status: 'INVALID_ARGUMENT', details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: detail, domain: 'googleapis.com' }] }
        : {}),
    },
  });
}

function videos(url: URL, res: ServerResponse): void {
  const key = url.searchParams.get('key');
  const id = url.searchParams.get('id') ?? '';
  if (key === 'bad-key') {
    return apiError(res, 400, 'API key not valid. Please pass a valid API key.', 'keyInvalid', 'usageLimits', 'API_KEY_INVALID');
  }
  if (key === 'quota-key') {
    return apiError(
      res,
      403,
      'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
      'quotaExceeded',
      'youtube.quota',
    );
  }
  if (id === HANGING_VIDEO_ID) return; // never answers
  if (id === BROKEN_VIDEO_ID) return apiError(res, 503, 'The service is currently unavailable.', 'backendError', 'global');
  const video = KNOWN_VIDEOS[id];
  const items = video
    ? [
        {
          kind: 'youtube#video',
          etag: 'etag-1',
          id,
          snippet: {
            publishedAt: '2024-05-01T12:00:00Z',
            channelId: 'UC123',
            title: video.title,
            description: video.description,
            thumbnails: {
              default: { url: ytimg(id, 'default'), width: 120, height: 90 },
              medium: { url: ytimg(id, 'mqdefault'), width: 320, height: 180 },
              high: { url: ytimg(id, 'hqdefault'), width: 480, height: 360 },
            },
            channelTitle: 'Eventos Perú',
            categoryId: '22',
            liveBroadcastContent: 'none',
            localized: { title: video.title, description: video.description },
          },
        },
      ]
    : [];
  json(res, 200, {
    kind: 'youtube#videoListResponse',
    etag: 'etag-list',
    items,
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
  });
}

function oembed(url: URL, res: ServerResponse): void {
  const id = parseYouTubeId(url.searchParams.get('url'));
  if (id === HANGING_VIDEO_ID) return;
  if (id === BROKEN_VIDEO_ID) {
    res.writeHead(500, { 'content-type': 'text/html' });
    res.end('Internal Server Error');
    return;
  }
  if (id === PRIVATE_VIDEO_ID) {
    res.writeHead(401, { 'content-type': 'text/html' });
    res.end('Unauthorized');
    return;
  }
  const video = id ? KNOWN_VIDEOS[id] : undefined;
  if (!id || !video) {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('Not Found');
    return;
  }
  json(res, 200, {
    title: video.title,
    author_name: 'Eventos Perú',
    author_url: 'https://www.youtube.com/@eventosperu',
    type: 'video',
    height: 113,
    width: 200,
    version: '1.0',
    provider_name: 'YouTube',
    provider_url: 'https://www.youtube.com/',
    thumbnail_height: 360,
    thumbnail_width: 480,
    thumbnail_url: ytimg(id, 'hqdefault'),
    html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${id}?feature=oembed"></iframe>`,
  });
}

export async function startFakeYouTube(opts: { port?: number } = {}): Promise<FakeYouTube> {
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/healthz') return json(res, 200, { status: 'ok' });
    requests.push(`${url.pathname}${url.search}`);
    if (req.method === 'GET' && url.pathname === '/youtube/v3/videos') return videos(url, res);
    if (req.method === 'GET' && url.pathname === '/oembed') return oembed(url, res);
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not Found');
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    requests,
    env: (key?: string) => ({
      YOUTUBE_API_BASE_URL: `${baseUrl}/youtube/v3`,
      YOUTUBE_OEMBED_URL: `${baseUrl}/oembed`,
      ...(key ? { YOUTUBE_API_KEY: key } : {}),
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
