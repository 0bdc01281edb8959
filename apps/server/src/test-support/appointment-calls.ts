import type { SalonFixture } from './fixtures.ts';
import type { Harness } from './harness.ts';
import { salonSuite } from './suite.ts';

/** The fields of an appointment the appointment tests read. */
export type Appointment = {
  id: number;
  dateTime: string;
  endTime: string;
  status: string;
  appointmentGroupId: string | null;
  serviceOrder?: number;
  groupSize: number;
  isMultiOperator: boolean;
  hairdresserId: number;
  groupAppointments?: Appointment[];
};

/** A weekday in the future every appointment test books on. */
export const DAY = '2030-03-12';

/**
 * The appointment tests' setup: salonSuite (a database per file, a signed-in salon per test)
 * and the calls they repeat: a single booking and a two-operator plan of the salon's fixtures.
 */
export function appointmentSuite() {
  const suite: { h: Harness; s: SalonFixture } = salonSuite();
  const t = () => ({ token: suite.s.token });
  const create = (
    dateTime: string,
    serviceIds = [suite.s.serviceIds[1] as number],
    hairdresserId = suite.s.hairdresserIds[0],
  ) =>
    suite.h.api<Appointment & { message: string }>('POST', '/appointments', {
      ...t(),
      body: { clientId: suite.s.clientIds[0], hairdresserId, serviceIds, dateTime },
    });
  const plan = (
    startDateTime: string,
    blocks = [
      {
        serviceId: suite.s.serviceIds[0],
        operatorId: suite.s.hairdresserIds[0],
        executionOrder: 1,
      },
      {
        serviceId: suite.s.serviceIds[2],
        operatorId: suite.s.hairdresserIds[1],
        executionOrder: 2,
      },
    ],
  ) => ({ clientId: suite.s.clientIds[0], startDateTime, serviceBlocks: blocks });
  return { suite, t, create, plan };
}
