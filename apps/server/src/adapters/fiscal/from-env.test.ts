import { describe, expect, it } from 'vitest';
import { fiscalAdapterFromEnv, fiskalyConfigFromEnv } from './from-env.ts';

const fiskaly = {
  FISCAL_ADAPTER: 'fiskaly',
  FISKALY_API_KEY: 'key',
  FISKALY_API_SECRET: 'secret',
  FISKALY_SYSTEM_ID: 'system',
};

describe('choosing the fiscal adapter from the environment', () => {
  it('is the simulator unless told otherwise', () => {
    expect(fiscalAdapterFromEnv({}).provider).toBe('simulator');
    expect(fiscalAdapterFromEnv({ FISCAL_ADAPTER: 'simulator' }).provider).toBe('simulator');
    expect(fiscalAdapterFromEnv(fiskaly).provider).toBe('fiskaly');
  });

  it('stops at start-up, naming what fiskaly lacks', () => {
    expect(() =>
      fiscalAdapterFromEnv({ FISCAL_ADAPTER: 'fiskaly', FISKALY_API_KEY: 'key' }),
    ).toThrow('FISCAL_ADAPTER=fiskaly richiede FISKALY_API_SECRET, FISKALY_SYSTEM_ID');
    expect(() => fiscalAdapterFromEnv({ ...fiskaly, FISKALY_TIMEOUT_MS: '5s' })).toThrow(
      'FISKALY_TIMEOUT_MS non valido: 5s',
    );
    expect(() => fiscalAdapterFromEnv({ FISCAL_ADAPTER: 'epson' })).toThrow(
      'FISCAL_ADAPTER non valido: epson (simulator o fiskaly)',
    );
  });

  it('defaults to the TEST environment, the documented version and a 10 s timeout', () => {
    expect(fiskalyConfigFromEnv(fiskaly)).toEqual({
      baseUrl: 'https://test.api.fiskaly.com',
      apiKey: 'key',
      apiSecret: 'secret',
      systemId: 'system',
      organizationId: undefined,
      apiVersion: '2026-06-01',
      timeoutMs: 10_000,
    });
  });
});
