import { describe, expect, it } from 'vitest';
import { defaultApiHost, resolveApiBaseUrl } from './base-url.ts';

const at = (origin: string) => ({ origin, hostname: new URL(origin).hostname });

describe('resolveApiBaseUrl', () => {
  it('adds /api on the production site host', () => {
    expect(resolveApiBaseUrl({ location: at('https://agendina.it') })).toBe(
      'https://agendina.it/api',
    );
    expect(resolveApiBaseUrl({ location: at('https://www.agendina.it') })).toBe(
      'https://www.agendina.it/api',
    );
  });

  it('does not add /api twice on the production site', () => {
    expect(
      resolveApiBaseUrl({
        location: at('https://agendina.it'),
        apiHost: 'https://agendina.it/api/',
      }),
    ).toBe('https://agendina.it/api');
  });

  it('uses the configured API host as it is anywhere else', () => {
    expect(
      resolveApiBaseUrl({
        location: at('http://localhost:5173'),
        apiHost: 'http://127.0.0.1:9000/',
      }),
    ).toBe('http://127.0.0.1:9000');
    expect(
      resolveApiBaseUrl({
        location: at('https://staging.agendina.dev'),
        apiHost: 'https://api.staging.agendina.dev',
      }),
    ).toBe('https://api.staging.agendina.dev');
  });

  it('falls back to the local server when nothing is configured', () => {
    expect(resolveApiBaseUrl({ location: at('http://localhost:5173') })).toBe(defaultApiHost);
    expect(resolveApiBaseUrl({ location: at('http://localhost:5173'), apiHost: '  ' })).toBe(
      defaultApiHost,
    );
  });

  it('does not treat look-alike hosts as the production site', () => {
    expect(
      resolveApiBaseUrl({
        location: at('https://agendina.it.example.com'),
        apiHost: 'https://x.test',
      }),
    ).toBe('https://x.test');
  });
});
