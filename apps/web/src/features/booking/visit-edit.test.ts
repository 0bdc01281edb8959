import { describe, expect, it } from 'vitest';
import { normaliseAppointment, normaliseAppointments } from '@agendina/api';
import type { NormalisedAppointment } from '@agendina/scheduling';
import type { components } from '@agendina/api';
import { fixtureAppointment } from '../../testing/fixtures/appointment.ts';
import { isEditable, visitEditOpening } from './visit-edit.ts';
import { initialWizardState, wizardReducer } from './wizard-state.ts';

type Appointment = components['schemas']['Appointment'];

const group = 'a3c1e2f4-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

const colour = fixtureAppointment({
  id: 41,
  appointmentGroupId: group,
  serviceOrder: 1,
  notes: 'Tinta 6.4',
});
// The cut after a 20-minute wait, with another operator, 30 minutes instead of the list's 45.
const cut = fixtureAppointment({
  id: 42,
  appointmentGroupId: group,
  serviceOrder: 2,
  hairdresserId: 2,
  hairdresserName: 'Marco',
  service: 'Taglio donna',
  serviceId: 12,
  serviceIds: [12],
  dateTime: '2026-03-11T10:50:00',
  endTime: '2026-03-11T11:20:00',
  durationMinutes: 30,
  notes: 'Tinta 6.4',
});

const one = (raw: Appointment) => normaliseAppointment(raw) as NormalisedAppointment;

describe('visitEditOpening', () => {
  it("opens on the visit's client, start, notes and blocks as booked, the wait kept", () => {
    const opening = visitEditOpening(one(cut), normaliseAppointments([colour, cut]));
    expect(opening?.edit).toEqual({
      appointmentId: 42,
      groupId: group,
      expectedStart: '2026-03-11T10:50:00',
      client: { id: 1, name: 'Maria Rossi' },
    });
    expect(opening?.start.toString()).toBe('2026-03-11T09:30:00');
    expect(opening?.notes).toBe('Tinta 6.4');
    expect(
      opening?.blocks.map((b) => [b.serviceId, b.operatorId, b.duration, b.requiredGapBefore]),
    ).toEqual([
      [11, 1, 60, undefined],
      [12, 2, 30, 20],
    ]);
  });

  it('marks a member that starts with the previous one as parallel', () => {
    const together = { ...cut, dateTime: '2026-03-11T09:30:00', endTime: '2026-03-11T10:00:00' };
    const opening = visitEditOpening(one(colour), normaliseAppointments([colour, together]));
    expect(opening?.blocks[1]).toMatchObject({ canRunInParallel: true, requiredGapBefore: 0 });
  });

  it('leaves completed and cancelled members out, and refuses a visit that is over', () => {
    const done = { ...colour, status: 'COMPLETED' as const };
    const opening = visitEditOpening(one(cut), normaliseAppointments([done, cut]));
    expect(opening?.blocks.map((b) => b.serviceId)).toEqual([12]);
    expect(opening?.start.toString()).toBe('2026-03-11T10:50:00');
    expect(isEditable(one({ ...cut, status: 'CANCELLED' }))).toBe(false);
    // A no-show may still be edited, as it may be moved: the server's rule.
    expect(isEditable(one({ ...cut, status: 'NO_SHOW' }))).toBe(true);
    expect(visitEditOpening(one({ ...cut, status: 'COMPLETED' }), [])).toBeNull();
  });

  it('prefills the wizard, whose duration field then changes a block', () => {
    const opening = visitEditOpening(one(colour), normaliseAppointments([colour, cut]));
    if (opening === null) throw new Error('editable');
    const state = initialWizardState(opening.start, null, {
      client: opening.edit.client,
      blocks: opening.blocks,
      notes: opening.notes,
    });
    expect(state.client).toEqual({ id: 1, name: 'Maria Rossi' });
    expect(state.notes).toBe('Tinta 6.4');
    const longer = wizardReducer(state, { type: 'blockDuration', index: 1, minutes: 45 });
    expect(longer.blocks[1]).toMatchObject({ duration: 45, isCustomDuration: true });
    expect(longer.blocks[0]).toEqual(state.blocks[0]);
  });
});
