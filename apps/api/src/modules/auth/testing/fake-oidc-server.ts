// A local stand-in for Google's OpenID Connect endpoints (tests only): discovery, JWKS,
// an authorization endpoint that answers at once with a code, a token endpoint that checks the
// client secret, redirect_uri and the PKCE verifier and returns an RS256 ID token with the nonce.
// `behaviour` lets a test tamper with the answers (wrong nonce, wrong state, provider error…).
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

export interface FakeIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface FakeOidcBehaviour {
  identity: FakeIdentity;
  nonce?: 'echo' | 'wrong' | 'missing';
  state?: 'echo' | 'wrong';
  /** Answer the authorization request with ?error=… instead of a code. */
  authorizeError?: string;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | undefined;
  identity: FakeIdentity;
}

export interface FakeOidcServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  behaviour: FakeOidcBehaviour;
  /** Requests the token endpoint received (for assertions). */
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOidcServer(
  clientId = 'google-client',
  clientSecret = 'google-secret',
): Promise<FakeOidcServer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const state: FakeOidcServer = {
    issuer: '',
    clientId,
    clientSecret,
    behaviour: { identity: { sub: 'g-1' } },
    tokenRequests: [],
    close: async () => undefined,
  };

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', state.issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return send(res, 200, {
        issuer: state.issuer,
        authorization_endpoint: `${state.issuer}/authorize`,
        token_endpoint: `${state.issuer}/token`,
        jwks_uri: `${state.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      });
    }
    if (url.pathname === '/jwks') return send(res, 200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const p = url.searchParams;
      const redirect = new URL(p.get('redirect_uri') ?? '');
      const b = state.behaviour;
      const stateValue = b.state === 'wrong' ? 'not-the-state' : (p.get('state') ?? '');
      if (b.authorizeError) {
        redirect.searchParams.set('error', b.authorizeError);
      } else {
        const code = randomBytes(16).toString('hex');
        codes.set(code, {
          clientId: p.get('client_id') ?? '',
          redirectUri: p.get('redirect_uri') ?? '',
          challenge: p.get('code_challenge') ?? '',
          nonce:
            b.nonce === 'wrong'
              ? 'another-nonce'
              : b.nonce === 'missing'
                ? undefined
                : (p.get('nonce') ?? undefined),
          identity: b.identity,
        });
        redirect.searchParams.set('code', code);
      }
      redirect.searchParams.set('state', stateValue);
      res.writeHead(302, { location: redirect.href });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const body = new URLSearchParams(await readBody(req));
      state.tokenRequests.push(body);
      const pending = codes.get(body.get('code') ?? '');
      codes.delete(body.get('code') ?? '');
      const verifier = body.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const clientOk = body.get('client_id') === clientId && body.get('client_secret') === clientSecret;
      if (!clientOk) return send(res, 401, { error: 'invalid_client' });
      if (!pending || pending.redirectUri !== body.get('redirect_uri') || pending.challenge !== challenge) {
        return send(res, 400, { error: 'invalid_grant' });
      }
      const idToken = await signIdToken(privateKey, state.issuer, clientId, pending);
      return send(res, 200, {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: idToken,
      });
    }
    return send(res, 404, { error: 'not_found' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  state.issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

async function signIdToken(
  key: CryptoKey,
  issuer: string,
  audience: string,
  pending: PendingCode,
): Promise<string> {
  const { sub, ...claims } = pending.identity;
  const jwt = new SignJWT({ ...claims, ...(pending.nonce !== undefined ? { nonce: pending.nonce } : {}) })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('5m');
  return jwt.sign(key);
}
