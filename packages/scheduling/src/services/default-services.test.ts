import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from './category.ts';
import { BUSINESS_TYPES, DEFAULT_SERVICES, defaultServicesFor } from './default-services.ts';

describe('DEFAULT_SERVICES', () => {
  it('gives every business type its example services, by priority, with sane figures', () => {
    for (const type of BUSINESS_TYPES) {
      const list = DEFAULT_SERVICES[type];
      expect(list.length).toBeGreaterThanOrEqual(6);
      expect(new Set(list.map((s) => s.name)).size).toBe(list.length);
      expect(list.map((s) => s.priority)).toEqual(
        [...list.map((s) => s.priority)].sort((a, b) => a - b),
      );
      for (const s of list) {
        expect(SERVICE_CATEGORIES).toContain(s.category);
        expect(s.price).toBeGreaterThan(0);
        expect(s.durationMinutes % 5).toBe(0);
      }
    }
  });

  it('starts a hair salon with colour and a massage studio with a relaxing massage', () => {
    expect(DEFAULT_SERVICES.PARRUCCHIERE[0]).toEqual({
      name: 'Colore',
      price: 4500,
      durationMinutes: 60,
      category: 'COLORE',
      priority: 10,
    });
    expect(defaultServicesFor('MASSAGGIATORE')[0]?.name).toBe('Massaggio rilassante');
    expect(defaultServicesFor('ESTETISTA').map((s) => s.name)).toContain('Pulizia viso');
  });

  it('gives copies (changing one leaves the table alone) and nothing for an unknown type', () => {
    const mine = defaultServicesFor('PARRUCCHIERE');
    (mine[0] as { name: string }).name = 'Colore speciale';
    expect(DEFAULT_SERVICES.PARRUCCHIERE[0]?.name).toBe('Colore');
    expect(defaultServicesFor('FIORAIO')).toEqual([]);
  });
});
