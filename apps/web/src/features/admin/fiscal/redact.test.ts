import { describe, expect, it } from 'vitest';
import { REDACTED, exchangeText, redactSecrets } from './redact.ts';

describe('redactSecrets', () => {
  it('hides credentials at any depth and keeps everything else as it is', () => {
    expect(
      redactSecrets({
        api_key: 'key_live_123',
        api_secret: 'sec_456',
        content: { type: 'TRANSACTION', headers: [{ Authorization: 'Bearer abc.def' }] },
        access_token: 'eyJhbGciOi',
        amount: 100,
      }),
    ).toEqual({
      api_key: REDACTED,
      api_secret: REDACTED,
      content: { type: 'TRANSACTION', headers: [{ Authorization: REDACTED }] },
      access_token: REDACTED,
      amount: 100,
    });
  });

  it('hides a bearer token written inside a text', () =>
    expect(redactSecrets('sent with Bearer eyJ.abc.def-1')).toBe(`sent with Bearer ${REDACTED}`));
});

describe('exchangeText', () => {
  it('writes formatted JSON, or says there is nothing', () => {
    expect(exchangeText({ ok: true })).toBe('{\n  "ok": true\n}');
    expect(exchangeText(null)).toBe('Nessun contenuto');
  });
});
