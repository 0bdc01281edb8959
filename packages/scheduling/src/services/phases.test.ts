import { describe, expect, it } from 'vitest';
import {
  activePeriodsFor,
  parseServicePhases,
  phasesTotal,
  validateServicePhases,
} from './phases.ts';
import type { ServicePhase } from './phases.ts';

const COLOUR: ServicePhase[] = [
  { kind: 'ACTIVE', durationMinutes: 20, label: 'Applicazione' },
  { kind: 'WAIT', durationMinutes: 30, label: 'Posa' },
  { kind: 'ACTIVE', durationMinutes: 15, label: 'Risciacquo' },
];

describe('validateServicePhases', () => {
  it('accepts no phases and a colour whose phases sum to its duration', () => {
    expect(validateServicePhases(null, 60)).toEqual({});
    expect(validateServicePhases([], 60)).toEqual({});
    expect(validateServicePhases(COLOUR, 65)).toEqual({});
    expect(phasesTotal(COLOUR)).toBe(65);
  });

  it('says in Italian when the sum differs from the duration', () => {
    expect(validateServicePhases(COLOUR, 60)).toEqual({
      phases: 'Le fasi durano 65 min: devono sommare la durata del servizio (60 min)',
    });
  });

  it('wants the first and the last phase to be work', () => {
    const waitFirst: ServicePhase[] = [
      { kind: 'WAIT', durationMinutes: 10 },
      { kind: 'ACTIVE', durationMinutes: 20 },
    ];
    expect(validateServicePhases(waitFirst, 30).phases).toBe(
      'La prima e l’ultima fase devono essere di lavoro',
    );
  });

  it('checks each phase’s minutes by field', () => {
    const bad: ServicePhase[] = [
      { kind: 'ACTIVE', durationMinutes: 3 },
      { kind: 'WAIT', durationMinutes: 12 },
      { kind: 'ACTIVE', durationMinutes: Number.NaN },
    ];
    expect(validateServicePhases(bad, 30)).toEqual({
      'phases.0.durationMinutes': 'Inserisci i minuti della fase (almeno 5)',
      'phases.1.durationMinutes': 'I minuti della fase devono essere un multiplo di 5',
      'phases.2.durationMinutes': 'Inserisci i minuti della fase (almeno 5)',
    });
  });

  it('refuses more than six phases and work-only lists', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({
      kind: i % 2 === 0 ? 'ACTIVE' : 'WAIT',
      durationMinutes: 5,
    })) as ServicePhase[];
    expect(validateServicePhases(many, 35).phases).toBe('Al massimo 6 fasi');
    const workOnly: ServicePhase[] = [
      { kind: 'ACTIVE', durationMinutes: 10 },
      { kind: 'ACTIVE', durationMinutes: 10 },
    ];
    expect(validateServicePhases(workOnly, 20).phases).toBe(
      'Aggiungi almeno una fase di attesa, oppure togli le fasi',
    );
  });
});

describe('activePeriodsFor', () => {
  it('copies the active phases as offsets from the start', () => {
    expect(activePeriodsFor(COLOUR, 65)).toEqual([
      { startOffset: 0, duration: 20 },
      { startOffset: 50, duration: 15 },
    ]);
  });

  it('stretches or shrinks the last active phase for a custom duration', () => {
    expect(activePeriodsFor(COLOUR, 80)).toEqual([
      { startOffset: 0, duration: 20 },
      { startOffset: 50, duration: 30 },
    ]);
    expect(activePeriodsFor(COLOUR, 55)).toEqual([
      { startOffset: 0, duration: 20 },
      { startOffset: 50, duration: 5 },
    ]);
  });

  it('is one whole block when the duration is too short, or there are no valid phases', () => {
    expect(activePeriodsFor(COLOUR, 50)).toBeNull();
    expect(activePeriodsFor(null, 60)).toBeNull();
    expect(activePeriodsFor([{ kind: 'ACTIVE', durationMinutes: 60 }], 60)).toBeNull();
    expect(activePeriodsFor([{ kind: 'WAIT', durationMinutes: 60 }], 60)).toBeNull();
  });
});

describe('parseServicePhases', () => {
  it('reads JSON text or arrays and refuses anything else', () => {
    expect(parseServicePhases(JSON.stringify(COLOUR))).toEqual(COLOUR);
    expect(parseServicePhases([{ kind: 'WAIT', durationMinutes: 5, label: ' ' }])).toEqual([
      { kind: 'WAIT', durationMinutes: 5 },
    ]);
    expect(parseServicePhases('{')).toBeNull();
    expect(parseServicePhases([{ kind: 'PAUSA', durationMinutes: 5 }])).toBeNull();
    expect(parseServicePhases(null)).toBeNull();
  });
});
