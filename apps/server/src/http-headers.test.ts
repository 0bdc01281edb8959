// Issue #15, item 8: the headers of every API answer, and the connection after a 413, seen by
// Node's own client (fetch, undici) on a real server.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salonSuite } from './test-support/suite.ts';

const suite = salonSuite();

let server: ServerType;
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: (request) => suite.h.app.fetch(request), port: 0 }, (info) => {
      base = `http://127.0.0.1:${(info as AddressInfo).port}`;
      resolve();
    });
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function expectSecurityHeaders(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('cache-control')).toBe('no-store');
}

describe('every API answer', () => {
  it('says nosniff, no referrer, no framing, no storing: success, error, auth, unknown path', async () => {
    const { h, s } = suite;
    const login = await h.app.request('/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: s.email, password: 'sbagliata-123' }),
    });
    expect(login.status).toBe(401);
    expectSecurityHeaders(login.headers);
    const clients = await h.app.request('/clients', {
      headers: { Authorization: `Bearer ${s.token}` },
    });
    expect(clients.status).toBe(200);
    expectSecurityHeaders(clients.headers);
    const calendar = await h.app.request('/appointments/calendar?from=2030-03-11&to=2030-03-17', {
      headers: { Authorization: `Bearer ${s.token}`, Origin: 'http://localhost:5173' },
    });
    expect(calendar.status).toBe(200);
    expectSecurityHeaders(calendar.headers);
    expectSecurityHeaders((await h.app.request('/nessuna-pagina')).headers);
    expectSecurityHeaders((await h.app.request('/health')).headers);
  });
});

describe('after a 413', () => {
  it('closes the connection, so the next request on a keep-alive client does not hang up', async () => {
    const { s } = suite;
    const huge = JSON.stringify({
      subject: 'Grande',
      category: 'OTHER',
      message: 'x'.repeat(3_000_000),
    });
    const tooLarge = await fetch(`${base}/support/tickets`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${s.token}`, 'Content-Type': 'application/json' },
      body: huge,
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('connection')).toBe('close');
    expect(await tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    // fetch keeps its connections alive: without Connection: close it would send this one on the
    // socket the server stopped reading, and fail with "socket hang up" / "other side closed".
    for (let i = 0; i < 3; i++) {
      const next = await fetch(`${base}/health`);
      expect(next.status).toBe(200);
    }
  });
});
