// A fetch for openid-client that answers requests to our own PUBLIC_URL in-process with
// fastify.inject(): the API is the client of its built-in identity provider without a network
// round trip (works behind proxies, with TLS terminated elsewhere, and on a random test port).
import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

type InjectMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';

async function bodyToPayload(body: unknown): Promise<string | Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(new Uint8Array(body));
  if (body instanceof ReadableStream) return Buffer.from(await new Response(body).arrayBuffer());
  throw new TypeError('Unsupported request body');
}

export function createInjectFetch(app: FastifyInstance, publicUrl: string): CustomFetch {
  const base = new URL(publicUrl);
  return async (url, options) => {
    const target = new URL(url);
    if (target.origin !== base.origin) return fetch(url, options as RequestInit);
    const response = await app.inject({
      method: options.method.toUpperCase() as InjectMethod,
      url: `${target.pathname}${target.search}`,
      headers: {
        ...options.headers,
        host: base.host,
        'x-forwarded-host': base.host,
        'x-forwarded-proto': base.protocol.replace(':', ''),
      },
      payload: await bodyToPayload(options.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304 || options.method === 'HEAD';
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers });
  };
}
