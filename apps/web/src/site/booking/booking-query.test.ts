import { describe, expect, it } from 'vitest';
import { choiceHref, parseChoice, parseDetails } from './booking-query.ts';

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
