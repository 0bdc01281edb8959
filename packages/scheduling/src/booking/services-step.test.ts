import { describe, expect, it } from 'vitest';
import {
  COLORE,
  LUCA,
  MANICURE,
  MARIA,
  OPERATORS,
  PIEGA,
  SARA,
  SERVICES,
  SHAMPOO,
  TAGLIO,
  VECCHIO,
  block,
  blocks,
} from '../test-support/booking.ts';
import { servicesStepWarnings, validateServicesStep } from './services-step.ts';

describe('validateServicesStep (SPEC.md §5)', () => {
  it('needs at least one block', () => {
    expect(validateServicesStep([], SERVICES, OPERATORS)).toEqual({
      valid: false,
      formError: 'Aggiungi almeno un servizio',
      blockErrors: [],
    });
  });

  it('is valid with services each performed by a capable operator', () => {
    expect(
      validateServicesStep(blocks(block(COLORE, MARIA), block(TAGLIO, LUCA)), SERVICES, OPERATORS),
    ).toEqual({
      valid: true,
      formError: null,
      blockErrors: [{}, {}],
    });
  });

  it("asks for a service ('Seleziona un servizio') and an operator ('Seleziona un operatore')", () => {
    const result = validateServicesStep(
      blocks(block(null, null), block(COLORE, 99), block(12345, MARIA)),
      SERVICES,
      OPERATORS,
    );
    expect(result.valid).toBe(false);
    expect(result.blockErrors).toEqual([
      { service: 'Seleziona un servizio', operator: 'Seleziona un operatore' },
      { operator: 'Seleziona un operatore' },
      { service: 'Seleziona un servizio' },
    ]);
  });

  it('refuses an inactive service', () => {
    expect(
      validateServicesStep(blocks(block(VECCHIO, MARIA)), SERVICES, OPERATORS).blockErrors,
    ).toEqual([{ service: 'Seleziona un servizio' }]);
  });

  it("refuses an operator who cannot perform the service: '{name} non può eseguire questo servizio'", () => {
    const result = validateServicesStep(
      blocks(block(COLORE, LUCA), block(MANICURE, SARA)),
      SERVICES,
      OPERATORS,
    );
    expect(result.blockErrors).toEqual([{ operator: 'Luca non può eseguire questo servizio' }, {}]);
  });

  it('refuses the same service twice, on the later block', () => {
    const result = validateServicesStep(
      blocks(block(TAGLIO, MARIA), block(PIEGA, MARIA), block(TAGLIO, LUCA)),
      SERVICES,
      OPERATORS,
    );
    expect(result.blockErrors).toEqual([
      {},
      {},
      { service: 'Non è possibile selezionare lo stesso servizio più volte' },
    ]);
    expect(result.valid).toBe(false);
  });
});

describe('servicesStepWarnings', () => {
  it("warns when an operator has other services: 'controllare i tempi'", () => {
    const items = servicesStepWarnings(
      blocks(block(COLORE, MARIA), block(TAGLIO, LUCA), block(PIEGA, MARIA)),
      SERVICES,
      OPERATORS,
    );
    expect(items).toEqual([
      {
        type: 'warning',
        code: 'OPERATOR_HAS_OTHER_SERVICES',
        title: 'Operatore con più servizi',
        message: 'Maria ha altri servizi in questo appuntamento: controllare i tempi.',
        blockIndexes: [0, 2],
      },
    ]);
  });

  it('warns when a service should by priority run before the previous one', () => {
    const items = servicesStepWarnings(
      blocks(block(TAGLIO, LUCA), block(COLORE, MARIA)),
      SERVICES,
      OPERATORS,
    );
    expect(items).toEqual([
      {
        type: 'warning',
        code: 'PRIORITY_ORDER',
        title: 'Ordine dei servizi',
        message: 'Colore di solito va eseguito prima di Taglio donna.',
        blockIndexes: [0, 1],
      },
    ]);
  });

  it('follows the blocks’ order, not their place in the array, and ignores equal priorities', () => {
    const reordered = [block(TAGLIO, LUCA, { order: 2 }), block(COLORE, MARIA, { order: 1 })];
    expect(servicesStepWarnings(reordered, SERVICES, OPERATORS)).toEqual([]);
    const samePriority = [{ ...SERVICES[0]!, id: 50, priority: 3 }, ...SERVICES];
    expect(
      servicesStepWarnings(blocks(block(TAGLIO, LUCA), block(50, MARIA)), samePriority, OPERATORS),
    ).toEqual([]);
  });

  it('says nothing for incomplete blocks or a single block per operator, and names unknown operators', () => {
    expect(
      servicesStepWarnings(
        blocks(block(null, null), block(SHAMPOO, null), block(PIEGA, MARIA)),
        SERVICES,
        OPERATORS,
      ),
    ).toEqual([]);
    const unknown = servicesStepWarnings(
      blocks(block(SHAMPOO, 77), block(PIEGA, 77)),
      SERVICES,
      OPERATORS,
    );
    expect(unknown[0]?.message).toBe(
      'Questo operatore ha altri servizi in questo appuntamento: controllare i tempi.',
    );
  });
});
