import type { Database } from '@agendina/server';
import { states } from '../shared/provider-states.ts';
import {
  appointment1001,
  contractWeekRows,
  dropColour,
  groupRows,
  insertAppointments,
  seedBase,
  seedConversation,
  seedCustomDuration,
  seedDeadJob,
  seedInvitation,
  seedNoFreeSlot,
  seedPendingVerification,
  seedSupportTicket,
  seedUnusedService,
} from './seed.ts';
import {
  seedCashDay,
  seedClosedDay,
  seedDepositAtDesk,
  seedFiscalQueue,
  seedIssuedReceipt,
} from './seed-cash.ts';
import { seedBasePlan, seedPaidCheckout, seedPro, seedTrial } from './seed-subscription.ts';
import { seedAdminSalon, seedIntegrationKey } from './seed-admin.ts';
import { seedWarehouse } from './seed-warehouse.ts';
import {
  seedDraftOrder,
  seedOpenCount,
  seedPartlyReceivedOrder,
  seedUnderMinimum,
} from './seed-warehouse-orders.ts';
import { seedScannedProduct } from './seed-warehouse-products.ts';
import { seedReminder } from './seed-reminders.ts';
import {
  seedDepositCode,
  seedHeldDeposit,
  seedWaitlistCode,
  seedWaitlistOffer,
} from './seed-booking-deposit.ts';
import { seedBookingCode, seedBookingPage } from './seed-booking-page.ts';
import { seedStatistics } from './seed-statistics.ts';
import { seedDeposit, seedWaitlist } from './seed-no-show-protection.ts';

/** What a state tells the consumer's fromProviderState expressions (`${day}`). */
type StateValues = Record<string, string>;

export interface StateContext {
  db: Database;
  /** Signs the seeded owner and admin in (real tokens for the request filter). */
  signIn: () => Promise<void>;
}

/** Provider states named by the consumer contracts, each seeding what it promises. */
export const stateHandlers = ({
  db,
  signIn,
}: StateContext): Record<string, (params?: unknown) => Promise<StateValues | void>> => {
  /**
   * The base salon, then the state's own rows, then real tokens. What the rows' seed answers
   * (an object) are the state's values, read by the consumer's fromProviderState.
   */
  const state =
    (extra: () => Promise<unknown> = async () => {}, options?: Parameters<typeof seedBase>[1]) =>
    async () => {
      await seedBase(db, options);
      const values = await extra();
      await signIn();
      return typeof values === 'object' && values !== null ? (values as StateValues) : undefined;
    };
  return {
    [states.apiRunning]: async () => {},
    [states.ownerAccount]: state(),
    [states.invitation]: state(() => seedInvitation(db)),
    [states.pendingVerification]: state(() => seedPendingVerification(db)),
    [states.signedIn]: state(() => dropColour(db)),
    [states.admin]: state(() => seedInvitation(db)),
    [states.deadJob]: state(() => seedDeadJob(db)),
    [states.salonWeek]: state(() => insertAppointments(db, contractWeekRows())),
    [states.appointment]: state(() => insertAppointments(db, [appointment1001])),
    [states.depositCodeSent]: state(() => seedDepositCode(db)),
    [states.depositHeldPaid]: state(() => seedHeldDeposit(db)),
    [states.waitlistCodeSent]: state(() => seedWaitlistCode(db)),
    [states.waitlistOfferOpen]: state(() => seedWaitlistOffer(db, 'OPEN')),
    [states.waitlistOfferTaken]: state(() => seedWaitlistOffer(db, 'TAKEN')),
    [states.reminderSent]: state(async () => {
      await insertAppointments(db, [appointment1001]);
      await seedReminder(db);
    }),
    [states.bookingPageOn]: state(() => seedBookingPage(db)),
    [states.onlineRequest]: state(() =>
      insertAppointments(db, [
        { ...appointment1001, status: 'REQUESTED' as const, source: 'ONLINE' as const },
      ]),
    ),
    [states.manageLinkOpen]: state(async () => {
      await insertAppointments(db, [appointment1001]);
      await seedReminder(db);
      return seedBookingPage(db);
    }),
    [states.bookingCodeSent]: state(() => seedBookingCode(db)),
    [states.depositPaid]: state(() => seedDeposit(db)),
    [states.depositRefunded]: state(() => seedDeposit(db, true)),
    [states.waitlistWaiting]: state(() => seedWaitlist(db)),
    [states.group]: state(() => insertAppointments(db, groupRows)),
    [states.groupAtCashDesk]: state(() =>
      insertAppointments(
        db,
        groupRows.map((row) => ({ ...row, status: 'IN_PROGRESS' as const })),
      ),
    ),
    [states.groupWithDepositAtCashDesk]: state(async () => {
      await insertAppointments(
        db,
        groupRows.map((row) => ({ ...row, status: 'IN_PROGRESS' as const })),
      );
      await seedDepositAtDesk(db);
    }),
    [states.expiredAppointments]: state(() =>
      insertAppointments(db, [
        { id: 1001, hairdresserId: 3, serviceId: 5, start: '2024-03-07T09:30:00' },
        { id: 1002, hairdresserId: 4, serviceId: 6, start: '2024-03-08T10:00:00' },
      ]),
    ),
    [states.noShow]: state(() =>
      insertAppointments(db, [
        {
          id: 1001,
          hairdresserId: 3,
          serviceId: 5,
          start: '2024-03-07T09:30:00',
          status: 'NO_SHOW',
        },
      ]),
    ),
    [states.freeDay]: state(),
    [states.noFreeSlot]: state(() => seedNoFreeSlot(db)),
    [states.client]: state(),
    [states.clientWithHistory]: state(() =>
      insertAppointments(db, [
        {
          id: 1000,
          hairdresserId: 4,
          serviceId: 6,
          start: '2024-03-07T09:30:00',
          status: 'COMPLETED',
        },
        appointment1001,
      ]),
    ),
    [states.noDuplicatePhone]: state(undefined, { clientPhone: '+393489876543' }),
    [states.duplicatePhone]: state(),
    [states.customDuration]: state(() => seedCustomDuration(db)),
    [states.clientsToCallback]: state(() => seedConversation(db)),
    [states.conversation]: state(() => seedConversation(db)),
    [states.callback]: state(() => seedConversation(db)),
    [states.supportTicket]: state(() => seedSupportTicket(db)),
    [states.hairdresser]: state(),
    [states.removableHairdresser]: state(() =>
      insertAppointments(db, [
        { id: 1001, hairdresserId: 4, serviceId: 5, start: '2030-03-07T09:30:00' },
        { id: 1002, hairdresserId: 4, serviceId: 6, start: '2030-03-08T11:00:00' },
      ]),
    ),
    [states.service]: state(),
    [states.serviceInTrial]: state(() => seedTrial(db)),
    [states.baseFull]: state(() => seedBasePlan(db)),
    [states.twoServices]: state(),
    [states.unusedService]: state(() => seedUnusedService(db)),
    [states.issuedReceipt]: state(() => seedIssuedReceipt(db)),
    [states.cashDay]: state(() => seedCashDay(db)),
    [states.fiscalQueue]: state(() => seedFiscalQueue(db)),
    [states.closedDay]: state(() => seedClosedDay(db)),
    [states.trialing]: state(() => seedTrial(db)),
    [states.statistics]: state(() => seedStatistics(db)),
    [states.subscribed]: state(() => seedPro(db)),
    [states.cancelling]: state(() => seedPro(db, true)),
    [states.paidCheckout]: state(() => seedPaidCheckout(db)),
    [states.adminSalon]: state(() => seedAdminSalon(db)),
    [states.ownerKey]: state(() => seedIntegrationKey(db)),
    [states.warehouse]: state(() => seedWarehouse(db)),
    [states.productUnderMinimum]: state(() => seedUnderMinimum(db)),
    [states.draftOrder]: state(() => seedDraftOrder(db)),
    [states.partlyReceivedOrder]: state(() => seedPartlyReceivedOrder(db)),
    [states.openCount]: state(() => seedOpenCount(db)),
    [states.scannedProduct]: state(() => seedScannedProduct(db)),
  };
};
