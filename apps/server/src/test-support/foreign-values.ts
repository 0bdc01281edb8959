// What points at salon B in the tenant isolation test (tenancy.test.ts): its ids for each path
// parameter, a valid body for every operation that takes one, and the query values. A new
// operation with a body or an id parameter gets its line here.
import type { SalonFixture } from './fixtures.ts';

/** Ids of salon B's rows that the fixtures do not hold, written by the test's setup. */
export interface ForeignIds {
  /** Issue #35: a deposit salon B was paid, and a client on its waitlist. */
  depositId: number;
  waitlistEntryId: number;
  appointmentId: number;
  groupId: string;
  conversationId: number;
  callbackId: number;
  durationId: number;
  ticketId: number;
  receiptId: number;
  keyId: number;
  /** The warehouse: a supplier and a product of salon B, its order to that supplier, its count. */
  supplierId: number;
  productId: number;
  /** The product's EAN, for the scan lookup. */
  productEan: string;
  orderId: number;
  countId: number;
}

export function foreignValues(b: SalonFixture, other: ForeignIds) {
  /** Salon B's id for a path parameter, by the path it appears in. */
  function foreignId(path: string, name: string): string {
    if (path.startsWith('/appointments/group/')) return other.groupId;
    if (
      path.startsWith('/appointments/clients/') ||
      path.startsWith('/clients/') ||
      path.startsWith('/client-service-durations/client/')
    )
      return String(b.clientIds[0]);
    if (path.startsWith('/client-service-durations/')) return String(other.durationId);
    if (
      path.startsWith('/hairdressers/') ||
      path.startsWith('/appointments/availability/operator/')
    )
      return String(b.hairdresserIds[0]);
    if (path.startsWith('/services/') || path.startsWith('/appointments/availability/service/'))
      return String(b.serviceIds[0]);
    if (path.startsWith('/dashboard/conversations/')) return String(other.conversationId);
    if (path.startsWith('/dashboard/callbacks/')) return String(other.callbackId);
    if (path.startsWith('/support/tickets/')) return String(other.ticketId);
    if (path.startsWith('/cash/receipts/')) return String(other.receiptId);
    if (path.startsWith('/users/me/integration-keys/')) return String(other.keyId);
    if (path.startsWith('/warehouse/orders/')) return String(other.orderId);
    if (path.startsWith('/warehouse/counts/'))
      return String(name === 'productId' ? other.productId : other.countId);
    if (path.startsWith('/appointments/')) return String(other.appointmentId);
    if (path.startsWith('/warehouse/products/by-ean/')) return other.productEan;
    if (path.startsWith('/warehouse/products/')) return String(other.productId);
    if (path.startsWith('/warehouse/suppliers/')) return String(other.supplierId);
    if (path.startsWith('/deposits/')) return String(other.depositId);
    if (path.startsWith('/waitlist/')) return String(other.waitlistEntryId);
    throw new Error(`No foreign id for ${name} in ${path}`);
  }

  const plan = () => ({
    clientId: b.clientIds[0],
    startDateTime: '2030-03-13T10:00',
    serviceBlocks: [
      { serviceId: b.serviceIds[1], operatorId: b.hairdresserIds[0], executionOrder: 1 },
    ],
  });
  const search = () => ({
    date: '2030-03-13',
    serviceIds: [b.serviceIds[1]],
    clientId: b.clientIds[0],
  });
  const week = '{"monday":[["09:00","18:00"]]}';
  const product = (name: string) => ({
    name,
    use: 'USO_INTERNO',
    unit: 'PZ',
    costCents: 100,
    vatRate: 22,
    minimumStock: 0,
    supplierId: other.supplierId,
  });

  /** A valid body for every operation that takes one, pointing at salon B where it holds ids. */
  const BODIES: Record<string, () => unknown> = {
    updateCurrentUser: () => ({ address: 'Via Roma 1' }),
    updateOpeningHours: () => ({ openingHours: week }),
    updateReminderSettings: () => ({ enabled: true, hoursBefore: 24 }),
    updateOnlineBookingSettings: () => ({
      enabled: true,
      slug: 'pagina-del-salone-a',
      serviceIds: [b.serviceIds[0]],
      operatorIds: [b.hairdresserIds[0]],
      minNoticeHours: 2,
      horizonDays: 30,
      slotStepMinutes: 15,
      cutoffHours: 24,
      confirmationMode: 'INSTANT',
      policyText: '',
      embedDomains: [],
    }),
    refundDeposit: () => ({ note: 'Rubato' }),
    offerWaitlistTime: () => ({ date: '2030-03-13', time: '10:00' }),
    sendWhatsAppMessage: () => ({
      to: '+393471234567',
      message: 'Ciao',
      conversationId: other.conversationId,
    }),
    resolveCallback: () => ({ notes: 'Richiamata' }),
    createClient: () => ({ name: 'Nuova cliente' }),
    updateClient: () => ({ name: 'Rubata' }),
    updateClientSchedulingPreferences: () => ({
      preferredHairdresserId: null,
      preferredDays: ['monday'],
      preferredTimeBand: 'ANY',
    }),
    createClientServiceDuration: () => ({
      clientId: b.clientIds[0],
      serviceId: b.serviceIds[1],
      customDurationMinutes: 50,
    }),
    updateClientServiceDuration: () => ({ customDurationMinutes: 50 }),
    createAppointment: () => ({
      clientId: b.clientIds[0],
      hairdresserId: b.hairdresserIds[0],
      serviceIds: [b.serviceIds[1]],
      dateTime: '2030-03-13T10:00',
    }),
    updateAppointment: () => ({ notes: 'Rubata' }),
    moveAppointment: () => ({ dateTime: '2030-03-12T15:00' }),
    replanAppointment: () => ({
      startDateTime: '2030-03-12T15:00',
      expectedStart: '2030-03-12T10:00',
      serviceBlocks: [
        { serviceId: b.serviceIds[1], operatorId: b.hairdresserIds[0], executionOrder: 1 },
      ],
    }),
    updateAppointmentStatus: () => ({ status: 'CANCELLED' }),
    cancelAppointment: () => ({ reason: 'CLIENT_REQUEST', note: 'Rubata' }),
    declineAppointmentRequest: () => ({ note: 'Rubata' }),
    checkAvailability: () => ({
      hairdresserId: b.hairdresserIds[0],
      dateTime: '2030-03-12T10:00',
      durationMinutes: 30,
    }),
    updateAppointmentGroupStatus: () => ({ status: 'CANCELLED' }),
    checkMultiServiceAvailability: search,
    validateMultiOperatorAppointment: plan,
    findMultiOperatorAlternatives: plan,
    createMultiOperatorAppointment: plan,
    computeOptimalSchedule: search,
    suggestOptimalTimes: search,
    analyzeConflicts: plan,
    getRecommendedServiceOrder: () => ({ serviceIds: b.serviceIds }),
    createHairdresser: () => ({ name: 'Nuovo', serviceIds: [b.serviceIds[0]] }),
    updateHairdresser: () => ({ name: 'Rubato' }),
    updateHairdresserWorkingHours: () => ({ workingHours: week }),
    updateHairdresserServices: () => ({ serviceIds: [] }),
    updateHairdresserTimeOff: () => ({ timeOff: [] }),
    createService: () => ({ name: 'Nuovo servizio', price: 1000, durationMinutes: 30 }),
    updateService: () => ({ name: 'Rubato', price: 1, durationMinutes: 30 }),
    updateServicePriority: () => ({ priority: 1 }),
    reorderServices: () => ({ orderedServiceIds: b.serviceIds }),
    createSupportTicket: () => ({
      subject: 'Nuovo ticket',
      category: 'OTHER',
      message: 'Un messaggio abbastanza lungo',
    }),
    createCashDraft: () => ({ appointmentId: other.appointmentId }),
    issueReceipt: () => ({
      lines: [
        {
          description: 'Taglio',
          quantity: 1,
          unitPriceCents: 3500,
          vatRate: 22,
          hairdresserId: b.hairdresserIds[0],
          appointmentId: other.appointmentId,
        },
      ],
      payments: [{ method: 'CARTA', amountCents: 3500 }],
      appointmentIds: [other.appointmentId],
    }),
    refundReceipt: () => ({ method: 'CARTA', lines: [{ line: 0, quantity: 1 }] }),
    emailReceipt: () => ({ email: 'cliente@example.it' }),
    createCheckout: () => ({
      planCode: 'PRO',
      interval: 'MONTHLY',
      returnUrl: 'http://localhost:5173/subscription',
    }),
    verifyCheckout: () => ({ checkoutId: 'tcs_di_un_altro_salone' }),
    issueMyIntegrationKey: () => ({ label: 'Assistente vocale' }),
    updateWhatsAppSettings: () => ({ provider: 'SANDBOX' }),
    createProduct: () => product('Nuovo prodotto'),
    updateProduct: () => product('Rubato'),
    importProducts: () => ({ csv: 'nome;costo\r\nImportato;1,00\r\n', dryRun: true }),
    createSupplier: () => ({ name: 'Nuovo fornitore' }),
    updateSupplier: () => ({ name: 'Rubato' }),
    createStockMovement: () => ({ productId: other.productId, kind: 'CARICO', quantity: 1 }),
    createPurchaseOrder: () => ({
      supplierId: other.supplierId,
      lines: [{ productId: other.productId, quantity: 2, unitCostCents: 950 }],
    }),
    updatePurchaseOrder: () => ({
      supplierId: other.supplierId,
      lines: [{ productId: other.productId, quantity: 3, unitCostCents: 950 }],
    }),
    receivePurchaseOrder: () => ({ lines: [{ productId: other.productId, quantity: 1 }] }),
    openInventoryCount: () => ({ note: 'Inventario' }),
    setInventoryCountLine: () => ({ countedQuantity: 1 }),
  };

  /** Query parameters, pointing at salon B where they hold ids. */
  function query(name: string): string {
    const values: Record<string, string> = {
      from: '2030-03-09',
      to: '2030-03-15',
      date: '2030-03-12',
      dateTime: '2030-03-12T10:00',
      durationMinutes: '30',
      hairdresserId: String(b.hairdresserIds[0]),
      serviceId: String(b.serviceIds[0]),
      clientId: String(b.clientIds[0]),
      previousServiceId: String(b.serviceIds[0]),
      nextServiceId: String(b.serviceIds[1]),
      reassignTo: String(b.hairdresserIds[1]),
      futureAppointments: 'CANCEL',
      productId: String(other.productId),
      // The online news since long ago: salon A's own, if any, never B's.
      since: '2000-01-01T00:00:00Z',
    };
    return values[name] ?? '';
  }

  return { foreignId, BODIES, query };
}
