// A local stand-in for Facebook Login (tests only): /dialog/oauth answers at once with a code,
// /v19.0/oauth/access_token checks the app secret, redirect_uri and PKCE verifier, /v19.0/me
// returns the profile and checks appsecret_proof.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface FakeFacebookServer {
  baseUrl: string;
  graphUrl: string;
  appId: string;
  appSecret: string;
  me: Record<string, unknown>;
  state: 'echo' | 'wrong';
  meRequests: URL[];
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeFacebookServer(
  appId = 'fb-app',
  appSecret = 'fb-secret',
): Promise<FakeFacebookServer> {
  const codes = new Map<string, { redirectUri: string; challenge: string }>();
  const tokens = new Set<string>();
  let origin = '';
  const fake: FakeFacebookServer = {
    baseUrl: '',
    graphUrl: '',
    appId,
    appSecret,
    me: {
      id: '10001',
      name: 'Rosa Huamán',
      first_name: 'Rosa',
      last_name: 'Huamán',
      email: 'rosa@example.com',
    },
    state: 'echo',
    meRequests: [],
    close: async () => undefined,
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      if (url.pathname === '/dialog/oauth') {
        const p = url.searchParams;
        const code = randomBytes(12).toString('hex');
        codes.set(code, {
          redirectUri: p.get('redirect_uri') ?? '',
          challenge: p.get('code_challenge') ?? '',
        });
        const redirect = new URL(p.get('redirect_uri') ?? '');
        redirect.searchParams.set('code', code);
        redirect.searchParams.set('state', fake.state === 'wrong' ? 'forged' : (p.get('state') ?? ''));
        res.writeHead(302, { location: `${redirect.href}#_=_` });
        return res.end();
      }
      if (url.pathname === '/v19.0/oauth/access_token' && req.method === 'POST') {
        const body = new URLSearchParams(await readBody(req));
        const pending = codes.get(body.get('code') ?? '');
        const challenge = createHash('sha256')
          .update(body.get('code_verifier') ?? '')
          .digest('base64url');
        if (body.get('client_id') !== appId || body.get('client_secret') !== appSecret) {
          return send(res, 400, { error: { message: 'Invalid client', type: 'OAuthException', code: 1 } });
        }
        if (!pending || pending.redirectUri !== body.get('redirect_uri') || pending.challenge !== challenge) {
          return send(res, 400, { error: { message: 'Invalid code', type: 'OAuthException', code: 100 } });
        }
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        return send(res, 200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
      }
      if (url.pathname === '/v19.0/me') {
        fake.meRequests.push(url);
        const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        const proof = createHmac('sha256', appSecret).update(token).digest('hex');
        if (!tokens.has(token) || url.searchParams.get('appsecret_proof') !== proof) {
          return send(res, 400, {
            error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 },
          });
        }
        return send(res, 200, fake.me);
      }
      return send(res, 404, { error: 'not_found' });
    })().catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  fake.baseUrl = `${origin}/dialog/oauth`;
  fake.graphUrl = `${origin}/v19.0`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
