// A local server that speaks the Graph API's scrape (POST /{version}/ id, scrape=true, access_token)
// for the adapter's tests: the right app token gets the object, a wrong one OAuthException 190,
// a URL containing 'broken' a 500.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeFacebookGraph {
  url: string;
  calls: Array<{ path: string; params: Record<string, string> }>;
  close(): Promise<void>;
}

export async function startFakeFacebookGraph(appToken: string, port = 0): Promise<FakeFacebookGraph> {
  const calls: FakeFacebookGraph['calls'] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(raw));
      calls.push({ path: req.url ?? '', params });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || !/^\/v\d+\.\d+\/$/.test(req.url ?? '')) return send(404, { error: { message: 'Unknown path', code: 803 } });
      if (params.access_token !== appToken) return send(400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
      if (params.scrape !== 'true' || !params.id) return send(400, { error: { message: '(#100) Missing id', code: 100 } });
      if (params.id.includes('broken')) return send(500, { error: { message: 'An unexpected error has occurred.', code: 2 } });
      return send(200, {
        id: params.id,
        url: params.id,
        type: 'website',
        title: `Título leído de ${new URL(params.id).pathname}`,
        image: [{ url: `${new URL(params.id).origin}/cdn/imagen.jpg`, width: 1200, height: 630 }],
        updated_time: '2026-11-26T10:00:00+0000',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
