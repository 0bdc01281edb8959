import { describe, expect, it } from 'vitest';
import { blockStatus, readStatus, STATUS_LABELS_IT, statusLabel } from './status.ts';

describe('status labels (SPEC.md §4)', () => {
  it('are the Italian words of the spec', () => {
    expect(STATUS_LABELS_IT.BOOKED).toBe('Prenotato');
    expect(STATUS_LABELS_IT.IN_PROGRESS).toBe('In Lavorazione');
    expect(STATUS_LABELS_IT.COMPLETED).toBe('Completato');
    expect(STATUS_LABELS_IT.CANCELLED).toBe('Cancellato');
    expect(statusLabel('CONFIRMED')).toBe('Confermato');
    expect(STATUS_LABELS_IT.NO_SHOW).toBe('Non presentato');
    expect(STATUS_LABELS_IT.REQUESTED).toBe('Da confermare');
    // Unknown text is shown as it came.
    expect(statusLabel('ON_HOLD')).toBe('ON_HOLD');
  });
});

describe('readStatus', () => {
  it('reads the four statuses case-insensitively and nothing else', () => {
    expect(readStatus('booked')).toBe('BOOKED');
    expect(readStatus(' COMPLETED ')).toBe('COMPLETED');
    expect(readStatus('CONFIRMED')).toBeNull();
    expect(readStatus(1)).toBeNull();
  });
});

describe('blockStatus', () => {
  it('shows a missing status (CONFIRMED) as BOOKED in blocks', () => {
    expect(blockStatus('CONFIRMED')).toBe('BOOKED');
    expect(blockStatus('IN_PROGRESS')).toBe('IN_PROGRESS');
  });
});
