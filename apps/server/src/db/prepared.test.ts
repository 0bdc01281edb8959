import { describe, expect, it } from 'vitest';
import { sqlLiteral } from './prepared.ts';

describe('sqlLiteral (the values of a prepared statement on PGlite)', () => {
  it('quotes text as PQescapeLiteral does', () => {
    expect(sqlLiteral("l'orto")).toBe("'l''orto'");
    expect(sqlLiteral('a\\b')).toBe("E'a\\\\b'");
    expect(sqlLiteral("x'); drop table users; --")).toBe("'x''); drop table users; --'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(42)).toBe('42');
  });

  it('refuses what it cannot write safely', () => {
    expect(() => sqlLiteral('a\0b')).toThrow(TypeError);
    expect(() => sqlLiteral(1.5)).toThrow(TypeError);
    expect(() => sqlLiteral(Number.NaN)).toThrow(TypeError);
  });
});
