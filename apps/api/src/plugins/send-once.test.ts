// An answer is sent once, even when the onSend hooks (request id, metrics, response cache) are
// still running when an async handler's promise resolves: a handler that calls reply.send()
// without returning the reply let Fastify send a second time ("Reply was already sent",
// ERR_HTTP_HEADERS_SENT), seen on POST /logout under load. A slow onSend hook makes the race certain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';

let t: TestApp;
const sends: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    setup: (app) => {
      app.addHook('onSend', async (request, _reply, payload) => {
        sends.push(`${request.method} ${request.url}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return payload;
      });
    },
  });
});
afterAll(() => t.close());

describe('one answer per request', () => {
  it.each(['/logout', '/login/logout'])('POST %s runs the onSend hooks once', async (url) => {
    sends.length = 0;
    const res = await t.app.inject({ method: 'POST', url, headers: { origin: t.config.PUBLIC_URL } });
    expect(res.statusCode).toBe(204);
    // A second send would run the hooks again shortly after the first answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sends).toEqual([`POST ${url}`]);
  });
});
