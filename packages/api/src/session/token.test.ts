import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeBase64Url,
  decodeTokenPayload,
  encodeBase64Url,
  isTokenExpired,
  isWellFormedToken,
  makeToken,
} from './token.ts';

const b64 = (value: unknown) => encodeBase64Url(JSON.stringify(value));

describe('base64url', () => {
  it('round-trips any text, including non-ASCII names', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodeBase64Url(encodeBase64Url(text))).toBe(text);
      }),
    );
    expect(decodeBase64Url(encodeBase64Url('Niccolò Ñandú ✂'))).toBe('Niccolò Ñandú ✂');
  });

  it('uses - and _ instead of + and /, without padding', () => {
    // In plain base64 this is "eyJhIjoiPz8/In0=".
    expect(encodeBase64Url('{"a":"???"}')).toBe('eyJhIjoiPz8_In0');
    expect(decodeBase64Url('eyJhIjoiPz8_In0')).toBe('{"a":"???"}');
  });

  it('rejects characters outside the alphabet and impossible lengths', () => {
    expect(() => decodeBase64Url('ab+c')).toThrow();
    expect(() => decodeBase64Url('abcde')).toThrow();
  });
});

describe('isWellFormedToken (SPEC.md §5)', () => {
  it('accepts three parts with an algorithm and a subject or an e-mail', () => {
    expect(isWellFormedToken(makeToken({ sub: '1' }))).toBe(true);
    expect(isWellFormedToken(makeToken({ email: 'a@b.it' }))).toBe(true);
  });

  it.each([
    ['two parts', `${b64({ alg: 'HS256' })}.${b64({ sub: '1' })}`],
    ['four parts', `${makeToken({ sub: '1' })}.x`],
    ['no algorithm', `${b64({ typ: 'JWT' })}.${b64({ sub: '1' })}.s`],
    ['empty algorithm', `${b64({ alg: '' })}.${b64({ sub: '1' })}.s`],
    ['no subject nor e-mail', `${b64({ alg: 'HS256' })}.${b64({ exp: 1 })}.s`],
    ['header not JSON', `${encodeBase64Url('nope')}.${b64({ sub: '1' })}.s`],
    ['payload not JSON', `${b64({ alg: 'HS256' })}.${encodeBase64Url('{')}.s`],
    ['payload an array', `${b64({ alg: 'HS256' })}.${b64(['sub'])}.s`],
    ['not base64url', `${b64({ alg: 'HS256' })}.%%%.s`],
    ['empty', ''],
  ])('rejects %s', (_name, token) => {
    expect(isWellFormedToken(token)).toBe(false);
  });

  it('rejects anything that is not a string', () => {
    expect(isWellFormedToken(null)).toBe(false);
    expect(isWellFormedToken(42)).toBe(false);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(typeof isWellFormedToken(s)).toBe('boolean');
      }),
    );
  });
});

describe('isTokenExpired (SPEC.md §4)', () => {
  const at = (seconds: number) => seconds * 1000;

  it('counts a token without exp, or undecodable, as expired', () => {
    expect(isTokenExpired(makeToken({ sub: '1' }), 0)).toBe(true);
    expect(isTokenExpired('a.b.c', 0)).toBe(true);
    expect(isTokenExpired(makeToken({ sub: '1', exp: 'soon' as unknown as number }), 0)).toBe(true);
  });

  it('compares in whole seconds: valid before exp, expired from exp on', () => {
    const token = makeToken({ sub: '1', exp: 1_000 });
    expect(isTokenExpired(token, at(999))).toBe(false);
    expect(isTokenExpired(token, at(999) + 999)).toBe(false);
    expect(isTokenExpired(token, at(1_000))).toBe(true);
    expect(isTokenExpired(token, at(1_001))).toBe(true);
  });

  it('agrees with the whole-second rule for any exp and clock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4e9 }),
        fc.integer({ min: 0, max: 4e12 }),
        (exp, now) => {
          expect(isTokenExpired(makeToken({ sub: 'x', exp }), now)).toBe(
            Math.floor(now / 1000) >= exp,
          );
        },
      ),
    );
  });

  it('decodes the payload', () => {
    expect(decodeTokenPayload(makeToken({ sub: '7', exp: 5 }))).toEqual({ sub: '7', exp: 5 });
    expect(decodeTokenPayload('nodots')).toBeNull();
  });
});
