import { describe, expect, it } from 'vitest';
import { constantName, staleFiles } from './generate.ts';

describe('generated contract', () => {
  it('matches openapi/ exactly (regenerate with `npm run generate:types -w @agendina/contract`)', async () => {
    expect(await staleFiles()).toEqual([]);
  });

  it('names enum arrays as plural constants', () => {
    expect(constantName('BusinessType')).toBe('BUSINESS_TYPES');
    expect(constantName('AppointmentStatus')).toBe('APPOINTMENT_STATUSES');
    expect(constantName('ServiceCategory')).toBe('SERVICE_CATEGORIES');
  });
});
