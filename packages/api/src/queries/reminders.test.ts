import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorBody } from '../errors/api-error.ts';
import { reminderLinkProblemOf } from './reminders.ts';

const http = (status: number, body?: ApiErrorBody) => new ApiError({ kind: 'http', status, body });

describe("reminderLinkProblemOf (the client's reminder page, issue #19)", () => {
  it("shows a forged link's Italian message, and the same sentence for a cut one (400)", () => {
    const message = 'Questo link non è valido. Per confermare o annullare chiama il salone.';
    expect(reminderLinkProblemOf(http(404, { message, code: 'REMINDER_LINK_INVALID' }))).toEqual({
      kind: 'invalid',
      message,
    });
    expect(
      reminderLinkProblemOf(http(400, { message: 'Dati non validi', code: 'VALIDATION_FAILED' })),
    ).toEqual({ kind: 'invalid', message });
  });

  it('tells an expired link (410) and a refused answer (409) apart, with the server’s words', () => {
    expect(reminderLinkProblemOf(http(410, { message: 'Questo link è scaduto.' }))).toEqual({
      kind: 'expired',
      message: 'Questo link è scaduto.',
    });
    expect(reminderLinkProblemOf(http(409, { message: 'Hai già risposto.' }))).toEqual({
      kind: 'answered',
      message: 'Hai già risposto.',
    });
  });

  it('leaves other failures to the error boundary (a 500, the network)', () => {
    expect(reminderLinkProblemOf(http(500))).toBeNull();
    expect(reminderLinkProblemOf(new ApiError({ kind: 'network' }))).toBeNull();
    expect(reminderLinkProblemOf(new Error('boom'))).toBeNull();
  });
});
