import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { initialWizardState, wizardReducer } from './wizard-state.ts';

const start = Temporal.PlainDateTime.from('2026-03-12T09:30');

describe('initialWizardState', () => {
  it('starts from the slot alone', () => {
    const state = initialWizardState(start, 2);
    expect(state.client).toBeNull();
    expect(state.blocks.map((b) => [b.serviceId, b.operatorId])).toEqual([[null, 2]]);
  });

  it('prefills the client and one block per requested service, with the operator', () => {
    const state = initialWizardState(start, 3, {
      client: { id: 7, name: 'Anna Verdi' },
      serviceIds: [12, 5],
    });
    expect(state.client).toEqual({ id: 7, name: 'Anna Verdi' });
    expect(state.clientSearch).toBe('Anna Verdi');
    expect(state.blocks.map((b) => [b.serviceId, b.operatorId, b.order])).toEqual([
      [12, 3, 1],
      [5, 3, 2],
    ]);
  });
});

describe('moveTo', () => {
  it('moves the start, and changes the operator only of a one-service plan', () => {
    const at = Temporal.PlainDateTime.from('2026-03-13T11:00');
    const one = wizardReducer(initialWizardState(start, 1, { serviceIds: [5] }), {
      type: 'moveTo',
      start: at,
      operatorId: 4,
    });
    expect(one.start).toEqual(at);
    expect(one.blocks[0]?.operatorId).toBe(4);
    const two = wizardReducer(initialWizardState(start, 1, { serviceIds: [5, 9] }), {
      type: 'moveTo',
      start: at,
      operatorId: 4,
    });
    expect(two.blocks.map((b) => b.operatorId)).toEqual([1, 1]);
  });
});
