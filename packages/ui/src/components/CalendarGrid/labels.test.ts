import { describe, expect, it } from 'vitest';
import { appointmentAt, displayBlocks } from '@agendina/scheduling';
import { blockLabel } from './labels.ts';

describe('blockLabel', () => {
  it('names the wait after each active period of a colour', () => {
    const colour = appointmentAt('2030-03-12T10:00', {
      id: 1,
      clientName: 'Giulia Rossi',
      service: 'Colore',
      durationMinutes: 65,
      status: 'BOOKED',
      activePeriods: [
        { startOffset: 0, duration: 20 },
        { startOffset: 50, duration: 15 },
      ],
    });
    expect(displayBlocks(colour).map(blockLabel)).toEqual([
      'Giulia Rossi, Colore, 10:00 - 10:20, Prenotato, parte 1 di 2, poi posa 30 min',
      'Giulia Rossi, Colore, 10:50 - 11:05, Prenotato, parte 2 di 2',
    ]);
  });

  it('says a request and a booking made online, after the client, as the block shows them', () => {
    const request = appointmentAt('2030-03-12T11:00', {
      id: 2,
      clientName: 'Sofia Galli',
      service: 'Piega',
      durationMinutes: 30,
      status: 'REQUESTED',
      source: 'ONLINE',
    });
    expect(displayBlocks(request).map(blockLabel)).toEqual([
      'Sofia Galli, Online, Piega, 11:00 - 11:30, Da confermare',
    ]);
  });
});
