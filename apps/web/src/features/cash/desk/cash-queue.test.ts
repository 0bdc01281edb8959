import { describe, expect, it } from 'vitest';
import { draftSubjectFor, operatorsOf, type CashQueueVisit } from './cash-queue.ts';

const service = (appointmentId: number, hairdresserName: string) => ({
  appointmentId,
  serviceName: 'Taglio',
  hairdresserId: 1,
  hairdresserName,
  startTime: '2030-03-07T14:00:00',
  priceCents: 3500,
});

const group: CashQueueVisit = {
  appointmentIds: [1002, 1003, 1004],
  appointmentGroupId: '3f2b9c1e-7a4d-4e8b-9c2a-1d5e6f7a8b9c',
  clientId: 42,
  clientName: 'Giulia Rossi',
  startTime: '2030-03-07T14:00:00',
  totalCents: 10500,
  services: [service(1002, 'Marta Riva'), service(1003, 'Sara Conti'), service(1004, 'Marta Riva')],
};

describe('the cash queue', () => {
  it("loads a group's whole draft from any of its appointments, a lone one by itself", () => {
    expect(draftSubjectFor([group], 1003)).toEqual({
      appointmentGroupId: group.appointmentGroupId,
    });
    expect(draftSubjectFor([group], 77)).toEqual({ appointmentId: 77 });
  });

  it('names each operator of a visit once', () => {
    expect(operatorsOf(group)).toBe('Marta Riva, Sara Conti');
  });
});
