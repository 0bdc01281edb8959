import { describe, expect, it } from 'vitest';
import { validateServiceFields } from './service-fields.ts';

const valid = { name: 'Taglio donna', priceCents: 3500, durationMinutes: 45 };

describe('validateServiceFields', () => {
  it('accepts a named service with a price in cents and a duration', () => {
    expect(validateServiceFields(valid)).toEqual({});
    expect(validateServiceFields({ ...valid, priceCents: 0, durationMinutes: 5 })).toEqual({});
  });

  it('asks for a name', () => {
    expect(validateServiceFields({ ...valid, name: '   ' })).toEqual({ name: 'Inserisci il nome' });
  });

  it('asks for a price of zero or more whole cents', () => {
    for (const priceCents of [Number.NaN, -1, 12.5, Number.POSITIVE_INFINITY])
      expect(validateServiceFields({ ...valid, priceCents })).toEqual({
        price: 'Inserisci il prezzo in euro',
      });
  });

  it('asks for at least 5 whole minutes', () => {
    for (const durationMinutes of [0, 4, 7.5, Number.NaN])
      expect(validateServiceFields({ ...valid, durationMinutes })).toEqual({
        duration: 'Inserisci la durata in minuti (almeno 5)',
      });
  });
});
