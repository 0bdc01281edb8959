import { describe, expect, it } from 'vitest';
import {
  addDays,
  choiceHref,
  parseChoice,
  parseDetails,
  parseWaitlist,
  paymentReturnPath,
  romeToday,
  waitlistDays,
} from './booking-query.ts';

describe('the booking page address', () => {
  it('reads the choice from the query and writes it back', () => {
    const choice = parseChoice(
      new URLSearchParams(
        'servizio=5&servizio=8&servizio=5&operatore=&giorno=2026-12-02&ora=10:15',
      ),
    );
    expect(choice).toEqual({
      serviceIds: [5, 8],
      operatorId: null,
      date: '2026-12-02',
      time: '10:15',
    });
    expect(choiceHref('salone-bellavista', choice)).toBe(
      '/prenota/salone-bellavista?servizio=5&servizio=8&operatore=&giorno=2026-12-02&ora=10%3A15',
    );
    expect(choiceHref('salone-bellavista', {})).toBe('/prenota/salone-bellavista');
  });

  it('leaves out what is malformed instead of failing', () => {
    expect(
      parseChoice(
        new URLSearchParams('servizio=abc&servizio=0&operatore=-1&giorno=ieri&ora=25:00'),
      ),
    ).toEqual({ serviceIds: [], operatorId: null, date: null, time: null });
  });

  it('reads «I tuoi dati» with WhatsApp and +39 when nothing else is said', () => {
    expect(parseDetails(new URLSearchParams('nome=+Anna+Verdi+&telefono=333 111 2222'))).toEqual({
      name: 'Anna Verdi',
      prefix: '+39',
      number: '333 111 2222',
      email: '',
      channel: 'WHATSAPP',
    });
  });
});

describe('the waitlist’s and the payment’s addresses (issue #35)', () => {
  it('counts the days in Rome, across months and the change of hour', () => {
    expect(romeToday(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(waitlistDays('2026-11-30', 30)).toEqual({ first: '2026-11-30', last: '2026-12-29' });
  });

  it('wishes for two weeks from today by default, never past the horizon', () => {
    const empty = new URLSearchParams('fascia=NOTTE');
    expect(parseWaitlist(empty, { first: '2026-11-30', last: '2026-12-29' })).toMatchObject({
      fromDate: '2026-11-30',
      toDate: '2026-12-14',
      band: 'ANY',
    });
    expect(parseWaitlist(empty, { first: '2026-11-30', last: '2026-12-06' }).toDate).toBe(
      '2026-12-06',
    );
    expect(
      parseWaitlist(new URLSearchParams('dal=2026-12-02&al=2026-12-09&fascia=EVENING'), {
        first: '2026-11-30',
        last: '2026-12-29',
      }),
    ).toMatchObject({ fromDate: '2026-12-02', toDate: '2026-12-09', band: 'EVENING' });
  });

  it('comes back from the payment page with the services and operator, not the time', () => {
    expect(
      paymentReturnPath('salone-bellavista', {
        serviceIds: [6, 8],
        operatorId: 2,
        date: '2026-12-03',
      }),
    ).toBe('/prenota/salone-bellavista/pagamento?checkout=&servizio=6&servizio=8&operatore=2');
    // What the providers' adapters do with it (searchParams.set): the id lands first.
    const back = new URL(
      `https://www.agendina.it${paymentReturnPath('salone-bellavista', { serviceIds: [6], operatorId: null })}`,
    );
    back.searchParams.set('checkout', 'tdp_5f1c0a9b');
    expect(`${back.pathname}${back.search}`).toBe(
      '/prenota/salone-bellavista/pagamento?checkout=tdp_5f1c0a9b&servizio=6&operatore=',
    );
  });
});
