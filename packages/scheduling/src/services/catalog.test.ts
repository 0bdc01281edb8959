import { describe, expect, it } from 'vitest';
import {
  canPerform,
  findById,
  normaliseService,
  offeredServices,
  operatorOptions,
  operatorRoleLabel,
} from './catalog.ts';
import type { Operator } from './catalog.ts';

describe('normaliseService', () => {
  it('reads durationMin or durationMinutes and applies the defaults', () => {
    expect(normaliseService({ id: 1, name: ' Taglio ', durationMin: 30 })).toEqual({
      id: 1,
      name: 'Taglio',
      price: null,
      durationMinutes: 30,
      priority: 999,
      active: true,
      category: 'TAGLIO',
    });
    expect(
      normaliseService({
        id: 2,
        name: 'Colore',
        durationMinutes: 45,
        price: 4500,
        priority: 1,
        active: false,
        category: 'COLORE',
      }),
    ).toMatchObject({
      durationMinutes: 45,
      price: 4500,
      priority: 1,
      active: false,
    });
    expect(
      normaliseService({ id: 3, durationMin: 0, durationMinutes: -4, price: Number.NaN }),
    ).toMatchObject({ name: '', durationMinutes: 60, price: null, category: 'ALTRO' });
  });
});

describe('offeredServices', () => {
  it('offers only active services, sorted by priority (999 when unset), then name', () => {
    const list = offeredServices([
      { id: 1, name: 'Piega', priority: 3 },
      { id: 2, name: 'Zeta' },
      { id: 3, name: 'Colore', priority: 1 },
      { id: 4, name: 'Vecchio', priority: 0, active: false },
      { id: 5, name: 'Alfa' },
      { id: 6, name: 'alfa' },
    ]);
    expect(list.map((s) => s.id)).toEqual([3, 1, 5, 6, 2]);
  });
});

describe('operators', () => {
  const maria: Operator = {
    id: 1,
    name: 'Maria',
    services: [{ id: 10 }, { id: 11, isActive: false }],
  };
  const luca: Operator = { id: 2, name: 'Luca', services: null };

  it('can perform the services they list, unless marked inactive', () => {
    expect(canPerform(maria, 10)).toBe(true);
    expect(canPerform(maria, 11)).toBe(false);
    expect(canPerform(luca, 10)).toBe(false);
  });

  it('lists operators who do not offer the service as disabled, Non disponibile', () => {
    expect(operatorOptions([maria, luca], 10)).toEqual([
      { id: 1, name: 'Maria', disabled: false, note: null },
      { id: 2, name: 'Luca', disabled: true, note: 'Non disponibile' },
    ]);
    expect(operatorOptions([luca], null)[0]?.disabled).toBe(false);
  });

  it('finds by id', () => {
    expect(findById([maria, luca], 2)).toBe(luca);
    expect(findById([maria], null)).toBeUndefined();
  });
});

describe('operatorRoleLabel', () => {
  it('shows HAIRDRESSER as Parrucchiere and ASSISTANT as Assistente', () => {
    expect(operatorRoleLabel('HAIRDRESSER')).toBe('Parrucchiere');
    expect(operatorRoleLabel('assistant')).toBe('Assistente');
    expect(operatorRoleLabel('RECEPTION')).toBe('RECEPTION');
    expect(operatorRoleLabel(null)).toBe('');
    expect(operatorRoleLabel(undefined)).toBe('');
  });
});
