import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterClients } from './clients.ts';

const client = (name: string, phoneNumber: string | null = null, email: string | null = null) => ({
  name,
  phoneNumber,
  email,
});

const archive = [
  client('Giulia Rossi', '+393471234567', 'giulia.rossi@example.it'),
  client('Marco Bianchi', '+393289876543', null),
  client('Anna Verdi', null, 'anna@verdi.it'),
  client('Rossella Neri', '+41791112233', 'ross@example.ch'),
];

describe('filterClients (SPEC.md §7 client search)', () => {
  it('matches the name, case-insensitively', () => {
    expect(filterClients(archive, 'ross').map((c) => c.name)).toEqual([
      'Giulia Rossi',
      'Rossella Neri',
    ]);
    expect(filterClients(archive, '  BIANCHI ').map((c) => c.name)).toEqual(['Marco Bianchi']);
  });

  it('matches phone digits whatever the spacing or prefix typed', () => {
    expect(filterClients(archive, '347 123').map((c) => c.name)).toEqual(['Giulia Rossi']);
    expect(filterClients(archive, '+39 328').map((c) => c.name)).toEqual(['Marco Bianchi']);
    expect(filterClients(archive, '(79) 111').map((c) => c.name)).toEqual(['Rossella Neri']);
  });

  it('matches the e-mail', () => {
    expect(filterClients(archive, '@verdi').map((c) => c.name)).toEqual(['Anna Verdi']);
  });

  it('does not match digits inside a name search against phones', () => {
    expect(filterClients(archive, 'Anna 3')).toEqual([]);
  });

  it('shows at most 10 results, also for an empty term', () => {
    const many = Array.from({ length: 25 }, (_, i) => client(`Cliente ${i}`));
    expect(filterClients(many, 'cliente')).toHaveLength(10);
    expect(filterClients(many, '')).toHaveLength(10);
    expect(filterClients(many, '', 3)).toHaveLength(3);
  });

  it('returns only clients of the list, in order, never more than the limit (property)', () => {
    const arbitraryClient = fc.record({
      name: fc.string(),
      phoneNumber: fc.option(fc.stringMatching(/^\+[1-9]\d{6,14}$/)),
      email: fc.option(fc.emailAddress()),
    });
    fc.assert(
      fc.property(fc.array(arbitraryClient, { maxLength: 30 }), fc.string(), (clients, term) => {
        const found = filterClients(clients, term);
        expect(found.length).toBeLessThanOrEqual(10);
        const positions = found.map((c) => clients.indexOf(c));
        expect(positions.every((p) => p >= 0)).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      }),
    );
  });
});
