// Appointments over HTTP: the multi-operator wizard: validate, create, alternatives, gaps.
import { beforeEach, describe, expect, it } from 'vitest';
import { appointmentSuite, DAY } from './test-support/appointment-calls.ts';
import type { Appointment } from './test-support/appointment-calls.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';

const { suite, t, plan } = appointmentSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

describe('multi-operator wizard', () => {
  it('validates, creates atomically and proposes alternatives when taken', async () => {
    const valid = await h.api<{
      valid: boolean;
      schedule: { blocks: { startTime: string; operatorId: number }[] };
    }>('POST', '/appointments/multi-operator/validate', { ...t(), body: plan(`${DAY}T09:00`) });
    expect(valid.body.valid).toBe(true);
    expect(valid.body.schedule.blocks.map((b) => b.startTime)).toEqual([
      `${DAY}T09:00:00`,
      `${DAY}T10:00:00`,
    ]);
    const created = await h.api<{ appointmentGroupId: string; appointments: Appointment[] }>(
      'POST',
      '/appointments/multi-operator',
      { ...t(), body: plan(`${DAY}T09:00`) },
    );
    expect(created.status).toBe(201);
    expect(created.body.appointments.every((a) => a.isMultiOperator)).toBe(true);
    expect(
      (await h.api('POST', '/appointments/multi-operator', { ...t(), body: plan(`${DAY}T09:30`) }))
        .status,
    ).toBe(409);
    const conflicts = await h.api<{ hasConflicts: boolean; conflicts: { type: string }[] }>(
      'POST',
      '/appointments/analyze-conflicts',
      { ...t(), body: plan(`${DAY}T09:30`) },
    );
    expect(conflicts.body.hasConflicts).toBe(true);
    expect(conflicts.body.conflicts.map((c) => c.type)).toContain('OPERATOR_BUSY');
    const alternatives = await h.api<{ alternatives: { startDateTime: string }[] }>(
      'POST',
      '/appointments/multi-operator/alternatives',
      { ...t(), query: { maxAlternatives: 3 }, body: plan(`${DAY}T09:30`) },
    );
    expect(alternatives.body.alternatives).toHaveLength(3);
    expect(alternatives.body.alternatives[0]?.startDateTime).toBe(`${DAY}T10:30:00`);
  });

  it('refuses a critical gap with 422 and explains it', async () => {
    const blocks = [
      { serviceId: s.serviceIds[0], operatorId: s.hairdresserIds[0], executionOrder: 1 },
      {
        serviceId: s.serviceIds[2],
        operatorId: s.hairdresserIds[1],
        executionOrder: 2,
        requiredGapBefore: 100,
      },
    ];
    const v = await h.api<{ valid: boolean; items: { type: string; code: string }[] }>(
      'POST',
      '/appointments/multi-operator/validate',
      { ...t(), body: plan(`${DAY}T09:00`, blocks) },
    );
    expect(v.body.valid).toBe(false);
    expect(v.body.items[0]).toMatchObject({ type: 'error', code: 'GAP_AFTER_COLOR_CRITICAL' });
    expect(
      (
        await h.api('POST', '/appointments/multi-operator', {
          ...t(),
          body: plan(`${DAY}T09:00`, blocks),
        })
      ).status,
    ).toBe(422);
  });
});
