import { describe, expect, it } from 'vitest';
import { foldItalian, inferCategory, readCategory, serviceCategory } from './category.ts';

describe('inferCategory (MODULES.md)', () => {
  it.each([
    ['Colore', 'COLORE'],
    ['Tinta radici', 'COLORE'],
    ['Mèches', 'COLORE'],
    ['MECHES', 'COLORE'],
    ['Balayage', 'COLORE'],
    ['Decolorazione', 'COLORE'],
    ['Colorazione senza ammoniaca', 'COLORE'],
    ['Colpi di sole', 'COLORE'],
    ['Taglio donna', 'TAGLIO'],
    ['taglio uomo', 'TAGLIO'],
    ['Regolazione barba', 'TAGLIO'],
    ['Shampoo', 'SHAMPOO'],
    ['Lavaggio', 'SHAMPOO'],
    ['Piega', 'PIEGA'],
    ['Messa in piega', 'PIEGA'],
    ['Styling', 'PIEGA'],
    ['Acconciatura sposa', 'PIEGA'],
    ['Massaggio rilassante', 'MASSAGGIO'],
    ['Linfodrenaggio', 'MASSAGGIO'],
    ['Trattamento alla cheratina', 'TRATTAMENTO'],
    ['Ricostruzione capelli', 'TRATTAMENTO'],
    ['Permanente', 'TRATTAMENTO'],
    ['Manicure', 'ESTETICA'],
    ['Ceretta gambe', 'ESTETICA'],
    ['Pulizia del viso', 'ESTETICA'],
    ['Smalto semipermanente', 'ESTETICA'],
    ['Consulenza', 'ALTRO'],
    ['', 'ALTRO'],
  ])('%s → %s', (name, category) => {
    expect(inferCategory(name)).toBe(category);
  });

  it('resolves names with several keywords by precedence', () => {
    expect(inferCategory('Colore e taglio')).toBe('COLORE');
    expect(inferCategory('Taglio + piega')).toBe('TAGLIO');
    expect(inferCategory('Shampoo e piega')).toBe('PIEGA');
    expect(inferCategory('Trattamento viso')).toBe('ESTETICA');
    expect(inferCategory('Ricostruzione unghie')).toBe('ESTETICA');
  });

  it('matches word beginnings only, not the middle of words', () => {
    expect(inferCategory('Distinta')).toBe('ALTRO');
    expect(inferCategory('Fondotinta')).toBe('ALTRO');
    expect(inferCategory('Semipermanente')).toBe('ESTETICA');
  });

  it('is case- and accent-insensitive', () => {
    expect(inferCategory('DÉCOLORAZIONE')).toBe('COLORE');
    expect(inferCategory('hennè')).toBe('COLORE');
    expect(foldItalian('  Mèches & Piéga!  ')).toBe('meches piega');
  });
});

describe('serviceCategory', () => {
  it('lets the explicit field win, case-insensitively', () => {
    expect(serviceCategory({ category: 'TRATTAMENTO', name: 'Colore' })).toBe('TRATTAMENTO');
    expect(serviceCategory({ category: 'piega', name: 'Colore' })).toBe('PIEGA');
  });

  it('infers from the name when the field is missing or unknown', () => {
    expect(serviceCategory({ name: 'Taglio' })).toBe('TAGLIO');
    expect(serviceCategory({ category: 'BOH', name: 'Taglio' })).toBe('TAGLIO');
    expect(serviceCategory({ category: null, name: null })).toBe('ALTRO');
    expect(readCategory(3)).toBeNull();
  });
});
