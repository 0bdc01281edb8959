import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledContract } from './contract/contract.ts';
import {
  assistanceRequests,
  clientServiceDurations,
  conversations,
  deposits,
  messages,
  supportTickets,
  waitlistEntries,
} from './db/schema/index.ts';
import { seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import { createHarness } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';
import { foreignValues } from './test-support/foreign-values.ts';
import type { ForeignIds } from './test-support/foreign-values.ts';
import { createProduct, createSupplier, moveStock } from './test-support/warehouse-calls.ts';

let h: Harness;
let a: SalonFixture;
let b: SalonFixture;
const other: ForeignIds = {
  depositId: 0,
  waitlistEntryId: 0,
  appointmentId: 0,
  groupId: '',
  conversationId: 0,
  callbackId: 0,
  durationId: 0,
  ticketId: 0,
  receiptId: 0,
  keyId: 0,
  supplierId: 0,
  productId: 0,
  productEan: '',
  orderId: 0,
  countId: 0,
};

beforeAll(async () => {
  h = await createHarness();
  // Both with the digital cash desk, so the cash operations answer for real (403 otherwise).
  a = await seedSalon(h.db, h.api, 'Salone Alfa', { digitalCash: true });
  b = await seedSalon(h.db, h.api, 'Salone SEGRETO', { digitalCash: true });
  const group = await h.api<{ appointmentGroupId: string; appointments: { id: number }[] }>(
    'POST',
    '/appointments/multi-operator',
    {
      token: b.token,
      body: {
        clientId: b.clientIds[0],
        startDateTime: '2030-03-12T10:00',
        serviceBlocks: [
          { serviceId: b.serviceIds[0], operatorId: b.hairdresserIds[0], executionOrder: 1 },
          { serviceId: b.serviceIds[2], operatorId: b.hairdresserIds[1], executionOrder: 2 },
        ],
      },
    },
  );
  other.groupId = group.body.appointmentGroupId;
  other.appointmentId = group.body.appointments[0]?.id as number;
  const [conv] = await h.db
    .insert(conversations)
    .values({
      salonId: b.salonId,
      clientPhoneNumber: '+393471234567',
      clientName: 'Cliente SEGRETO',
    })
    .returning();
  other.conversationId = conv?.id as number;
  await h.db.insert(messages).values({
    salonId: b.salonId,
    conversationId: other.conversationId,
    content: 'Messaggio SEGRETO',
    direction: 'INBOUND',
  });
  const [cb] = await h.db
    .insert(assistanceRequests)
    .values({
      salonId: b.salonId,
      conversationId: other.conversationId,
      clientId: b.clientIds[0],
      clientName: 'Cliente SEGRETO',
      phoneNumber: '+393471234567',
      source: 'WHATSAPP_AI',
      reason: 'OPERATOR_REQUESTED',
    })
    .returning();
  other.callbackId = cb?.id as number;
  const [d] = await h.db
    .insert(clientServiceDurations)
    .values({
      salonId: b.salonId,
      clientId: b.clientIds[0] as number,
      serviceId: b.serviceIds[0] as number,
      customDurationMinutes: 75,
      notes: 'Nota SEGRETO',
    })
    .returning();
  other.durationId = d?.id as number;
  const [ticket] = await h.db
    .insert(supportTickets)
    .values({
      salonId: b.salonId,
      subject: 'Problema SEGRETO',
      category: 'OTHER',
      message: 'Un messaggio SEGRETO del salone B',
    })
    .returning();
  other.ticketId = ticket?.id as number;
  const receipt = await h.api<{ id: number }>('POST', '/cash/receipts', {
    token: b.token,
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      lines: [
        {
          description: 'Trattamento SEGRETO',
          quantity: 2,
          unitPriceCents: 3000,
          vatRate: 22,
          hairdresserId: b.hairdresserIds[0],
        },
      ],
      payments: [{ method: 'CARTA', amountCents: 6000 }],
    },
  });
  other.receiptId = receipt.body.id;
  const key = await h.api<{ key: { id: number } }>('POST', '/users/me/integration-keys', {
    token: b.token,
    body: { label: 'Chiave SEGRETO' },
  });
  other.keyId = key.body.key.id;
  const supplier = await createSupplier(h.api, b.token, { name: 'Fornitore SEGRETO' });
  other.supplierId = supplier.id;
  const product = await createProduct(h.api, b.token, {
    name: 'Prodotto SEGRETO',
    supplierId: supplier.id,
  });
  other.productId = product.id;
  other.productEan = product.ean ?? '';
  await moveStock(h.api, b.token, { productId: product.id, kind: 'CARICO', quantity: 7 });
  const order = await h.api<{ id: number }>('POST', '/warehouse/orders', {
    token: b.token,
    body: {
      supplierId: other.supplierId,
      lines: [{ productId: other.productId, quantity: 6, unitCostCents: 950 }],
    },
  });
  other.orderId = order.body.id;
  const count = await h.api<{ id: number }>('POST', '/warehouse/counts', {
    token: b.token,
    body: { note: 'Inventario SEGRETO' },
  });
  other.countId = count.body.id;
  // A deposit paid online and a client waiting (issue #35), straight in salon B's tables.
  const [deposit] = await h.db
    .insert(deposits)
    .values({
      salonId: b.salonId,
      clientId: b.clientIds[0] as number,
      appointmentId: other.appointmentId,
      checkoutId: 'tcs_acconto_segreto',
      provider: 'TEST',
      amountCents: 1000,
      state: 'PAID',
      holdExpiresAt: new Date(),
      returnUrl: 'http://localhost:5173/prenota/salone-b/pagamento',
      paymentRef: 'tpi_acconto_segreto',
      paidAt: new Date(),
    })
    .returning();
  other.depositId = deposit?.id as number;
  const [entry] = await h.db
    .insert(waitlistEntries)
    .values({
      salonId: b.salonId,
      clientId: b.clientIds[0] as number,
      phone: '+393471234567',
      channel: 'WHATSAPP',
      serviceIds: [b.serviceIds[0] as number],
      fromDate: '2030-03-12',
      toDate: '2030-03-14',
      band: 'ANY',
    })
    .returning();
  other.waitlistEntryId = entry?.id as number;
});
afterAll(() => h.close());

/** Every salon operation; deactivating the caller's own account goes last. */
const salonOperations = () =>
  compiledContract()
    .operations.filter(
      (c) => c.op.authenticated && !c.op.tags.includes('Auth') && !c.op.tags.includes('Admin'),
    )
    .sort(
      (x, y) =>
        Number(x.op.operationId === 'deactivateCurrentUser') -
        Number(y.op.operationId === 'deactivateCurrentUser'),
    );

describe('tenant isolation', () => {
  it('has a body for every salon operation that takes one', () => {
    const { BODIES } = foreignValues(b, other);
    const missing = salonOperations()
      .filter((c) => c.op.body && !BODIES[c.op.operationId])
      .map((c) => c.op.operationId);
    expect(missing).toEqual([]);
  });

  it("never shows or changes another salon's data: salon B's ids in the path, the body or a required parameter answer 4xx; as filters they match nothing", async () => {
    const { BODIES, foreignId, query } = foreignValues(b, other);
    const before = JSON.stringify(
      (await h.api('GET', `/appointments/group/${other.groupId}`, { token: b.token })).body,
    );
    const leaks: string[] = [];
    for (const { op } of salonOperations()) {
      const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => foreignId(op.path, name));
      const q: Record<string, string> = {};
      for (const p of op.parameters)
        if (
          p.in === 'query' &&
          (p.required ||
            [
              'hairdresserId',
              'serviceId',
              'clientId',
              'reassignTo',
              'futureAppointments',
              'productId',
            ].includes(p.name))
        )
          q[p.name] = query(p.name);
      const requiredIds = op.parameters.some(
        (p) => p.in === 'query' && p.required && /Id$/.test(p.name),
      );
      const body = BODIES[op.operationId]?.();
      const response = await h.api(op.method, path, {
        token: a.token,
        query: q,
        body,
        headers: { 'Idempotency-Key': randomUUID() },
      });
      const text = JSON.stringify(response.body);
      const usesForeignIds =
        op.path.includes('{') ||
        requiredIds ||
        /"(clientId|hairdresserId|conversationId|appointmentId|productId|supplierId)"|serviceIds|operatorId|orderedServiceIds/.test(
          JSON.stringify(body ?? {}),
        );
      if (text.includes('SEGRETO')) leaks.push(`${op.operationId}: body shows salon B data`);
      else if (usesForeignIds && ![400, 403, 404].includes(response.status))
        leaks.push(`${op.operationId}: ${response.status} ${text.slice(0, 200)}`);
    }
    expect(leaks).toEqual([]);
    const after = JSON.stringify(
      (await h.api('GET', `/appointments/group/${other.groupId}`, { token: b.token })).body,
    );
    expect(after).toBe(before);
    const bClient = await h.api<{ name: string }>('GET', `/clients/${b.clientIds[0]}`, {
      token: b.token,
    });
    expect(bClient.body.name).toBe('Giulia Rossi');
  });
});
