// Online booking (issue #34), «su richiesta»: a booking from the page holds its time as
// REQUESTED; the staff accept it (BOOKED, the client told with the manage link) or decline it
// (CANCELLED with the salon's note, the time free again, the client told with the page's
// address). Each request is answered once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from './db/schema/index.ts';
import { day, onlineBookingSuite } from './test-support/online-booking.ts';
import { waitForEmails } from './test-support/outbox.ts';

const { suite, turnOn, page, bookOnline } = onlineBookingSuite();
const ANNA = '+393331112222';

async function request(time: string, phone = ANNA) {
  const booked = await bookOnline(phone, {
    serviceIds: [suite.s.serviceIds[1]],
    operatorId: suite.s.hairdresserIds[1],
    date: day(),
    time,
  });
  expect(booked.status).toBe(201);
  return booked.body as { status: string; manageToken: string };
}

async function rowsOf() {
  return suite.h.db
    .select({
      id: appointments.id,
      status: appointments.status,
      note: appointments.cancellationNote,
    })
    .from(appointments)
    .where(eq(appointments.salonId, suite.s.salonId));
}

const staff = (path: string, body?: unknown) =>
  suite.h.api('POST', path, { token: suite.s.token, ...(body === undefined ? {} : { body }) });

describe('online requests', () => {
  it('a request holds its time until the staff accept it; the client is told with the link', async () => {
    await turnOn({ confirmationMode: 'REQUEST' });
    const requested = await request('10:00');
    expect(requested.status).toBe('REQUESTED');
    const [row] = await rowsOf();
    expect(row?.status).toBe('REQUESTED');
    // The time is held: the page no longer offers it.
    const times = await page('/times', {
      services: String(suite.s.serviceIds[1]),
      operator: suite.s.hairdresserIds[1] as number,
      date: day(),
    });
    expect(times.body.times).not.toContain('10:00');
    // The client's link: waiting for the salon, nothing to answer yet.
    const link = await suite.h.api('GET', `/public/reminders/${requested.manageToken}`);
    expect(link.body).toMatchObject({
      status: 'REQUESTED',
      canAnswer: false,
      canCancel: false,
      canReschedule: false,
    });

    const accepted = await staff(`/appointments/${row?.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('BOOKED');
    const [message] = (await waitForEmails(suite.h.db, ANNA, 2)).slice(1);
    expect(message?.body).toMatch(
      /^Ciao Anna, Salone Bellavista ha confermato il tuo appuntamento di .+ alle 10:00\. Per vederlo, spostarlo o annullarlo: .+\/promemoria\/.+$/,
    );
    expect(
      (await suite.h.api('GET', `/public/reminders/${requested.manageToken}`)).body,
    ).toMatchObject({
      status: 'PENDING',
      canAnswer: true,
    });
    // Answered once: a second accept, or a decline now, is refused.
    for (const again of [
      await staff(`/appointments/${row?.id}/accept`),
      await staff(`/appointments/${row?.id}/decline`, {}),
    ]) {
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'APPOINTMENT_NOT_REQUESTED',
        message: 'Questa richiesta è già stata gestita.',
      });
    }
  });

  it('a declined request frees its time, keeps the note, and tells the client where to book again', async () => {
    await turnOn({ confirmationMode: 'REQUEST' });
    await request('11:00');
    const [row] = await rowsOf();
    const declined = await staff(`/appointments/${row?.id}/decline`, {
      note: 'Quel giorno siamo al completo.',
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'CANCELLED' });
    expect((await rowsOf())[0]).toMatchObject({
      status: 'CANCELLED',
      note: 'Quel giorno siamo al completo.',
    });
    const [message] = (await waitForEmails(suite.h.db, ANNA, 2)).slice(1);
    expect(message?.body).toMatch(
      /^Ciao Anna, Salone Bellavista non può accogliere la tua richiesta per .+ alle 11:00\. Quel giorno siamo al completo\. Puoi scegliere un altro orario qui: .+\/prenota\/salone-bellavista$/,
    );
    // The time is free again: another client books it.
    const again = await request('11:00', '+393339998888');
    expect(again.status).toBe('REQUESTED');
  });

  it('the staff cannot cancel a request as a visit (accept or decline it), nor accept a booked visit', async () => {
    await turnOn();
    const booked = await request('12:00');
    expect(booked.status).toBe('BOOKED');
    const [row] = await rowsOf();
    const accept = await staff(`/appointments/${row?.id}/accept`);
    expect(accept.status).toBe(409);
    await turnOn({ confirmationMode: 'REQUEST' });
    await request('15:00', '+393339998888');
    const requestRow = (await rowsOf()).find((r) => r.status === 'REQUESTED');
    const cancel = await staff(`/appointments/${requestRow?.id}/cancel`, { reason: 'SALON' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('È una richiesta online da confermare: accettala o rifiutala');
  });
});
