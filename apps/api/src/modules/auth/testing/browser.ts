// A tiny browser for integration tests: real HTTP (fetch, redirects followed by hand) with a
// cookie jar that honours Path, Max-Age/Expires and host, so sign-in flows run as in a browser.
export interface StoredCookie {
  name: string;
  value: string;
  host: string;
  path: string;
  expires: number | null;
  httpOnly: boolean;
  sameSite: string | null;
}

export interface Hop {
  url: string;
  status: number;
  location: string | null;
}

function defaultPath(pathname: string): string {
  const i = pathname.lastIndexOf('/');
  return i <= 0 ? '/' : pathname.slice(0, i);
}

function pathMatches(cookiePath: string, requestPath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

export class Browser {
  readonly jar: StoredCookie[] = [];
  readonly history: Hop[] = [];

  constructor(readonly origin: string) {}

  private absolute(url: string, base?: string): URL {
    return new URL(url, base ?? this.origin);
  }

  cookie(name: string): StoredCookie | undefined {
    return this.jar.find((c) => c.name === name);
  }

  setCookie(
    cookie: Omit<StoredCookie, 'host' | 'expires' | 'httpOnly' | 'sameSite'> & Partial<StoredCookie>,
  ): void {
    this.store({ host: new URL(this.origin).host, expires: null, httpOnly: true, sameSite: null, ...cookie });
  }

  private store(cookie: StoredCookie): void {
    const i = this.jar.findIndex(
      (c) => c.name === cookie.name && c.path === cookie.path && c.host === cookie.host,
    );
    if (i >= 0) this.jar.splice(i, 1);
    if (cookie.expires !== null && cookie.expires <= Date.now()) return;
    this.jar.push(cookie);
  }

  private receive(url: URL, response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const cookie: StoredCookie = {
        name: pair.slice(0, eq),
        value: pair.slice(eq + 1),
        host: url.host,
        path: defaultPath(url.pathname),
        expires: null,
        httpOnly: false,
        sameSite: null,
      };
      for (const attribute of attributes) {
        const [key = '', value = ''] = attribute.split('=');
        const k = key.toLowerCase();
        if (k === 'path') cookie.path = value || '/';
        else if (k === 'max-age') cookie.expires = Date.now() + Number(value) * 1000;
        else if (k === 'expires' && cookie.expires === null) cookie.expires = Date.parse(value);
        else if (k === 'httponly') cookie.httpOnly = true;
        else if (k === 'samesite') cookie.sameSite = value.toLowerCase();
      }
      this.store(cookie);
    }
  }

  cookieHeader(url: URL): string {
    const now = Date.now();
    return this.jar
      .filter(
        (c) =>
          c.host === url.host && pathMatches(c.path, url.pathname) && (c.expires === null || c.expires > now),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  /** One request (no redirect following); cookies sent and stored. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = this.absolute(url);
    const headers = new Headers(init.headers);
    const cookies = this.cookieHeader(target);
    if (cookies) headers.set('cookie', cookies);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.receive(target, response);
    this.history.push({
      url: target.href,
      status: response.status,
      location: response.headers.get('location'),
    });
    return response;
  }

  /** Follows redirects (303 and 302 become GET) until a non-redirect or `stop(url)` is true. */
  async navigate(
    url: string,
    init: RequestInit = {},
    stop: (url: URL) => boolean = () => false,
  ): Promise<{ response: Response; url: URL }> {
    let current = this.absolute(url);
    let response = await this.request(current.href, init);
    for (let hops = 0; hops < 20; hops++) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) break;
      await response.arrayBuffer();
      current = this.absolute(location, current.href);
      if (stop(current)) break;
      response = await this.request(current.href);
    }
    return { response, url: current };
  }
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
