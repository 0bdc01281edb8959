import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  handle = await openDatabase();
  app = createApp({ db: handle.db, allowedOrigins: ['http://localhost:5173'] });
});
afterAll(() => handle.close());

describe('GET /health', () => {
  it('answers ok when the database answers', async () => {
    const response = await app.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('allows the web app origin', async () => {
    const response = await app.request('/health', { headers: { Origin: 'http://localhost:5173' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});

describe('unknown paths', () => {
  it('answer 404 with an Italian message', async () => {
    const response = await app.request('/non-esiste');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Risorsa non trovata' });
  });
});
