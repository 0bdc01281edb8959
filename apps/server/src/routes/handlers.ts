import type { Handlers } from './context.ts';
import { adminHandlers } from './admin.ts';
import { adminJobHandlers } from './admin-jobs.ts';
import { appointmentCrudHandlers } from './appointments/crud.ts';
import { availabilityHandlers } from './appointments/availability.ts';
import { calendarHandlers } from './appointments/calendar.ts';
import { appointmentMoveHandlers } from './appointments/move.ts';
import { appointmentOutcomeHandlers } from './appointments/outcomes.ts';
import { appointmentReplanHandlers } from './appointments/replan.ts';
import { appointmentSearchHandlers } from './appointments/search.ts';
import { adminFiscalHandlers } from './cash/admin-fiscal.ts';
import { receiptEmailHandlers } from './cash/receipt-email.ts';
import { cashHandlers } from './cash/receipts.ts';
import { cashReportHandlers } from './cash/report.ts';
import { appointmentGroupHandlers } from './appointments/groups.ts';
import { multiOperatorHandlers, schedulingSearchHandlers } from './appointments/multi-operator.ts';
import { schedulingHandlers } from './appointments/scheduling.ts';
import { sessionHandlers } from './auth/session.ts';
import { signupHandlers } from './auth/signup.ts';
import { clientServiceDurationHandlers } from './client-service-durations.ts';
import { clientHandlers } from './clients.ts';
import { consultationHandlers } from './consultation.ts';
import { reminderHandlers } from './reminders.ts';
import { onlineBookingHandlers } from './online-booking.ts';
import { dashboardHandlers } from './dashboard.ts';
import { hairdresserHandlers } from './hairdressers.ts';
import { inboxHandlers } from './inbox.ts';
import { integrationHandlers } from './integrations.ts';
import { serviceHandlers } from './services.ts';
import { supportHandlers } from './support.ts';
import { systemHandlers } from './system.ts';
import { userHandlers } from './users.ts';
import { subscriptionHandlers } from './subscription.ts';
import { adminSalonHandlers } from './admin-salons.ts';
import { integrationKeyHandlers } from './integration-keys.ts';
import { warehouseCountHandlers } from './warehouse/counts.ts';
import { warehouseMovementHandlers } from './warehouse/movements.ts';
import { warehouseOrderHandlers } from './warehouse/orders.ts';
import { warehouseOverviewHandlers } from './warehouse/overview.ts';
import { warehouseCsvHandlers } from './warehouse/product-csv.ts';
import { warehouseProductHandlers } from './warehouse/products.ts';
import { warehouseSupplierHandlers } from './warehouse/suppliers.ts';
import { whatsAppHandlers } from './whatsapp.ts';
import { salonExportHandlers } from './salon-export.ts';
import { statisticsHandlers } from './statistics.ts';
import { depositHandlers } from './deposits.ts';
import { waitlistHandlers } from './waitlist.ts';

/** The handler of every contract operation, by operationId (a test checks none is missing). */
export const handlers: Handlers = {
  ...onlineBookingHandlers,
  ...systemHandlers,
  ...sessionHandlers,
  ...signupHandlers,
  ...userHandlers,
  ...salonExportHandlers,
  ...adminHandlers,
  ...adminJobHandlers,
  ...dashboardHandlers,
  ...inboxHandlers,
  ...clientHandlers,
  ...clientServiceDurationHandlers,
  ...appointmentCrudHandlers,
  ...appointmentMoveHandlers,
  ...appointmentReplanHandlers,
  ...calendarHandlers,
  ...appointmentOutcomeHandlers,
  ...appointmentSearchHandlers,
  ...appointmentGroupHandlers,
  ...availabilityHandlers,
  ...multiOperatorHandlers,
  ...schedulingSearchHandlers,
  ...schedulingHandlers,
  ...hairdresserHandlers,
  ...serviceHandlers,
  ...supportHandlers,
  ...integrationHandlers,
  ...cashHandlers,
  ...receiptEmailHandlers,
  ...cashReportHandlers,
  ...adminFiscalHandlers,
  ...subscriptionHandlers,
  ...adminSalonHandlers,
  ...integrationKeyHandlers,
  ...whatsAppHandlers,
  ...warehouseOverviewHandlers,
  ...warehouseProductHandlers,
  ...warehouseSupplierHandlers,
  ...warehouseMovementHandlers,
  ...warehouseCsvHandlers,
  ...warehouseOrderHandlers,
  ...warehouseCountHandlers,
  ...consultationHandlers,
  ...reminderHandlers,
  ...statisticsHandlers,
  ...depositHandlers,
  ...waitlistHandlers,
};
