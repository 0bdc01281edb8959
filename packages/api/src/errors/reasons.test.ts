import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assistanceReasonLabel, assistanceReasonLabels, prettifyReason } from './reasons.ts';

/** The reasons SPEC.md §8 lists, by the codes of openapi/ (AssistanceReason.yaml). */
const specReasons = [
  'UNCLEAR_INTENT',
  'DATE_TIME_PARSING_FAILED',
  'SERVICE_NOT_FOUND',
  'CLIENT_CONFUSED',
  'CLIENT_NOT_IDENTIFIED',
  'OPERATOR_NOT_FOUND',
  'BOOKING_CONFIRMATION_FAILED',
  'BOOKING_MODIFICATION_FAILED',
  'BOOKING_CANCELLATION_FAILED',
  'OPERATOR_REQUESTED',
  'CONVERSATION_LOOP',
  'CONVERSATION_STUCK',
  'TIMEOUT',
  'USER_ABANDONED',
  'MISSING_MESSAGING_CONFIGURATION',
  'APPOINTMENT_LIMIT_REACHED',
  'SYSTEM_ERROR',
  'TOO_MANY_ERRORS',
  'NOISE',
  'REPEATED_TIMEOUTS',
  'COMPLEX_REQUEST',
  'NO_SLOTS_AVAILABLE',
  'OUTSIDE_BUSINESS_HOURS',
  'BUSINESS_CLOSED',
  'OPERATOR_UNAVAILABLE',
  'INVALID_PHONE',
  'INVALID_EMAIL',
  'VALIDATION_ERROR',
  'PERMISSION_DENIED',
  'MANUAL_ESCALATION',
  'QUALITY_ASSURANCE',
  'LANGUAGE_BARRIER',
  'MULTIPLE_REQUESTS',
  'SPECIAL_NEEDS',
];

describe('assistance request reasons (SPEC.md §8)', () => {
  it('labels every listed reason, each with its own Italian label', () => {
    expect(Object.keys(assistanceReasonLabels).sort()).toEqual([...specReasons].sort());
    const labels = specReasons.map((code) => assistanceReasonLabel(code));
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^[A-ZÈÉ][^_]*$/);
  });

  it('accepts lower case, spaces and old spellings', () => {
    expect(assistanceReasonLabel('unclear_intent')).toBe('Richiesta non chiara');
    expect(assistanceReasonLabel(' OPERATOR_REQUESTED ')).toBe(
      assistanceReasonLabels['OPERATOR_REQUESTED'],
    );
    expect(assistanceReasonLabel('DATETIME_PARSING_FAILED')).toBe('Data o ora non comprensibili');
  });

  it('prettifies unknown reasons', () => {
    expect(assistanceReasonLabel('SOME_NEW_REASON')).toBe('Some new reason');
    expect(prettifyReason('PAYMENT__LINK_EXPIRED')).toBe('Payment link expired');
    expect(assistanceReasonLabel('')).toBe('Motivo non specificato');
    expect(assistanceReasonLabel(null)).toBe('Motivo non specificato');
  });

  it('never shows a raw code: no underscores, only the first letter upper case (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z][A-Z0-9_]{0,30}$/), (code) => {
        fc.pre(!(code in assistanceReasonLabels));
        const label = assistanceReasonLabel(code);
        expect(label).not.toContain('_');
        expect(label.slice(1)).toBe(label.slice(1).toLowerCase());
      }),
    );
  });
});
