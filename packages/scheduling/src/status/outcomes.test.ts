import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import {
  CANCELLATION_REASONS,
  CANCELLATION_REASON_LABELS_IT,
  OUTCOME_MESSAGES,
  cancelRefusal,
  cancellationText,
  membersIn,
  noShowRefusal,
  outcomeActions,
  requestRefusal,
  undoNoShowRefusal,
} from './outcomes.ts';
import { STATUS_LABELS_IT } from './status.ts';
import { transitionRefusal } from './transitions.ts';

const at = (iso: string) => Temporal.PlainDateTime.from(iso);
const now = at('2026-03-12T10:00');

describe('cancelRefusal', () => {
  it('a booked visit (or one whose status did not arrive) can be cancelled', () => {
    expect(cancelRefusal('BOOKED')).toBeNull();
    expect(cancelRefusal('CONFIRMED')).toBeNull();
  });

  it('refuses every other status with its own Italian message', () => {
    expect(cancelRefusal('IN_PROGRESS')).toEqual({
      code: 'CANCEL_NOT_ALLOWED',
      message: "L'appuntamento è in lavorazione: rimettilo in attesa prima di cancellarlo",
    });
    expect(cancelRefusal('CANCELLED')?.message).toBe("L'appuntamento è già cancellato");
    expect(cancelRefusal('COMPLETED')?.message).toBe(
      'Un appuntamento completato non si può cancellare',
    );
    expect(cancelRefusal('NO_SHOW')?.message).toBe(OUTCOME_MESSAGES.CANCEL_NO_SHOW);
    expect(cancelRefusal('REQUESTED')?.message).toBe(
      'È una richiesta online da confermare: accettala o rifiutala',
    );
  });
});

describe('requestRefusal', () => {
  it('answers an online request once: only a REQUESTED visit is accepted or declined', () => {
    expect(requestRefusal('REQUESTED')).toBeNull();
    for (const status of ['BOOKED', 'CANCELLED', 'COMPLETED', 'IN_PROGRESS', 'NO_SHOW'] as const)
      expect(requestRefusal(status)).toEqual({
        code: 'APPOINTMENT_NOT_REQUESTED',
        message: 'Questa richiesta è già stata gestita.',
      });
  });
});

describe('noShowRefusal', () => {
  it('allows a booked visit from its start on', () => {
    expect(noShowRefusal({ status: 'BOOKED', start: at('2026-03-12T10:00') }, now)).toBeNull();
    expect(noShowRefusal({ status: 'BOOKED', start: at('2026-03-11T18:00') }, now)).toBeNull();
  });

  it('refuses a visit that has not started yet', () => {
    expect(noShowRefusal({ status: 'BOOKED', start: at('2026-03-12T10:01') }, now)).toEqual({
      code: 'NO_SHOW_TOO_EARLY',
      message:
        "L'appuntamento non è ancora iniziato: potrai segnarlo come non presentato dall'orario di inizio",
    });
  });

  it('refuses a visit that is not booked', () => {
    for (const status of ['IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'NO_SHOW'] as const)
      expect(noShowRefusal({ status, start: at('2026-03-11T09:00') }, now)?.code).toBe(
        'NO_SHOW_NOT_ALLOWED',
      );
  });

  it('only a no-show can be undone', () => {
    expect(undoNoShowRefusal('NO_SHOW')).toBeNull();
    expect(undoNoShowRefusal('BOOKED')?.message).toBe(
      "L'appuntamento non è segnato come non presentato",
    );
  });
});

describe('outcomeActions', () => {
  it('a future booked visit: cancel only', () => {
    expect(outcomeActions({ status: 'BOOKED', start: at('2026-03-13T09:00') }, now)).toEqual([
      'CANCEL',
    ]);
  });
  it('a started booked visit: cancel and no-show', () => {
    expect(outcomeActions({ status: 'BOOKED', start: at('2026-03-12T09:00') }, now)).toEqual([
      'CANCEL',
      'NO_SHOW',
    ]);
  });
  it('a no-show: undo; a completed visit: nothing', () => {
    expect(outcomeActions({ status: 'NO_SHOW', start: at('2026-03-12T09:00') }, now)).toEqual([
      'UNDO_NO_SHOW',
    ]);
    expect(outcomeActions({ status: 'COMPLETED', start: at('2026-03-12T09:00') }, now)).toEqual([]);
  });
});

describe('labels and groups', () => {
  it('every reason and NO_SHOW have their Italian label', () => {
    expect(CANCELLATION_REASONS.map((r) => CANCELLATION_REASON_LABELS_IT[r])).toEqual([
      'Richiesta del cliente',
      'Imprevisto del salone',
      'Altro',
    ]);
    expect(STATUS_LABELS_IT.NO_SHOW).toBe('Non presentato');
    expect(cancellationText('SALON')).toBe('Cancellato · Imprevisto del salone');
    expect(cancellationText(null)).toBe('Cancellato');
  });

  it('a group outcome changes only the members in the given statuses', () => {
    const group = [
      { id: 1, status: 'BOOKED' as const },
      { id: 2, status: 'COMPLETED' as const },
      { id: 3, status: 'BOOKED' as const },
    ];
    expect(membersIn(group, ['BOOKED']).map((m) => m.id)).toEqual([1, 3]);
  });

  it('a plain status write neither sets nor leaves NO_SHOW', () => {
    const cash = { digitalCashEnabled: true };
    expect(transitionRefusal('BOOKED', 'NO_SHOW', cash)?.code).toBe('STATUS_TRANSITION_INVALID');
    expect(transitionRefusal('NO_SHOW', 'BOOKED', cash)?.code).toBe('STATUS_TRANSITION_INVALID');
  });
});
