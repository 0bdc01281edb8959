import { describe, expect, it } from 'vitest';
import { servicesTotal } from './services-total.ts';

describe('servicesTotal', () => {
  it('adds the prices in cents', () => {
    expect(servicesTotal([3500, 4550])).toEqual({ cents: 8050, unpriced: 0 });
  });
  it('counts the services without a price instead of guessing one', () => {
    expect(servicesTotal([3500, null])).toEqual({ cents: 3500, unpriced: 1 });
  });
  it('treats a price that is not whole cents as unknown', () => {
    expect(servicesTotal([12.5, -1, 2000])).toEqual({ cents: 2000, unpriced: 2 });
  });
  it('is zero for no service', () => {
    expect(servicesTotal([])).toEqual({ cents: 0, unpriced: 0 });
  });
});
