import { beforeEach, describe, expect, it } from 'vitest';
import { compiledContract, honoPath } from './contract/contract.ts';
import { handlers } from './routes/handlers.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { salonSuite } from './test-support/suite.ts';

const suite = salonSuite();
let h: Harness;
let salon: SalonFixture;
beforeEach(() => {
  h = suite.h;
  salon = suite.s;
});

describe('GET /health', () => {
  it('answers ok when the database answers', async () => {
    const response = await h.api<{ status: string; database: string }>('GET', '/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('allows the web app origin', async () => {
    const response = await h.app.request('/health', {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it("answers the browser's preflight and marks answers without Origin as varying by it", async () => {
    const preflight = await h.app.request('/appointments/calendar', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const plain = await h.app.request('/health');
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/\bOrigin\b/);
  });
});

describe('routing', () => {
  it('answers 404 with an Italian message for unknown paths', async () => {
    const response = await h.api('GET', '/non-esiste');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Risorsa non trovata', code: 'NOT_FOUND' });
  });

  it('implements every operation of the contract, and nothing else', () => {
    const operations = compiledContract().operations.map((c) => c.op);
    expect(operations).toHaveLength(210);
    expect(Object.keys(handlers).sort()).toEqual(operations.map((op) => op.operationId).sort());
  });

  it("registers each operation on Hono's router with the contract's method and path", () => {
    const contract = compiledContract().operations.map(
      (c) => `${c.op.method} ${honoPath(c.op.path)}`,
    );
    const registered = new Set(
      h.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
    );
    // The only routes outside the contract: the test provider's hosted card page (decision 0029).
    const page = [...registered].filter((r) => r.includes(' /test-checkout/'));
    expect(page.sort()).toEqual([
      'GET /test-checkout/:id',
      'GET /test-checkout/style.css',
      'POST /test-checkout/:id',
    ]);
    expect([...registered].filter((r) => !page.includes(r)).sort()).toEqual([...contract].sort());
  });

  it('lets fixed /appointments/... paths win over /appointments/{id}', async () => {
    const t = { token: salon.token };
    expect((await h.api('GET', '/appointments/recent', t)).status).toBe(200);
    expect(
      (
        await h.api('GET', '/appointments/calendar', {
          ...t,
          query: { from: '2030-01-07', to: '2030-01-13' },
        })
      ).status,
    ).toBe(200);
    expect((await h.api('PATCH', '/appointments/bulk/complete-expired', t)).status).toBe(200);
    expect((await h.api('GET', '/appointments/999999', t)).status).toBe(404);
  });

  it('answers 405 for a known path with another method', async () => {
    const response = await h.app.request('/health', { method: 'DELETE' });
    expect(response.status).toBe(405);
  });
});

describe('request validation against openapi/', () => {
  it('answers 400 Dati non validi with Italian messages per field', async () => {
    const response = await h.api<{ message: string; errors: Record<string, string> }>(
      'POST',
      '/clients',
      {
        token: salon.token,
        body: { name: '', phoneNumber: '12345', email: 'non-una-email', extra: 1 },
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Dati non validi');
    expect(response.body.errors).toMatchObject({
      name: 'Campo obbligatorio',
      phoneNumber: 'Formato numero non valido',
      email: 'Email non valida',
      extra: 'Campo non previsto',
    });
  });

  it('validates path and query parameters', async () => {
    const t = { token: salon.token };
    const badId = await h.api<{ errors: Record<string, string> }>('GET', '/clients/abc', t);
    expect(badId.status).toBe(400);
    expect(badId.body.errors['id']).toBe('Deve essere un numero intero');
    const missing = await h.api<{ errors: Record<string, string> }>(
      'GET',
      '/appointments/calendar',
      { ...t, query: { from: '2030-01-07' } },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors['to']).toBe('Campo obbligatorio');
    const badDate = await h.api<{ errors: Record<string, string> }>(
      'GET',
      '/appointments/calendar',
      { ...t, query: { from: '2030-02-30', to: 'ieri' } },
    );
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors['to']).toMatch(/Data non valida/);
  });

  it('refuses malformed JSON, huge bodies and ids beyond int64 with 4xx', async () => {
    const t = { token: salon.token };
    const malformed = await h.app.request('/clients', {
      method: 'POST',
      headers: { Authorization: `Bearer ${salon.token}`, 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(malformed.status).toBe(400);
    const huge = await h.api('POST', '/clients', {
      ...t,
      body: { name: 'x'.repeat(2_000_000) },
      unchecked: true,
    });
    expect(huge.status).toBe(413);
    const big = await h.api('GET', '/clients/99999999999999999999', t);
    expect(big.status).toBe(400);
  });

  it('asks for a token on protected operations', async () => {
    const response = await h.api<{ message: string }>('GET', '/clients');
    expect(response.status).toBe(401);
  });
});
