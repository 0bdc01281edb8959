import { describe, expect, it } from 'vitest';
import { attemptsLabel, jobKindLabel, jobSalonLabel } from './job-labels.ts';

describe('job labels', () => {
  it('names the kinds in Italian and shows an unknown kind as it is', () => {
    expect(jobKindLabel('email.send')).toBe('Invio e-mail');
    expect(jobKindLabel('fiscal.transmit')).toBe('Trasmissione documento fiscale');
    expect(jobKindLabel('reminder.send')).toBe('reminder.send');
  });

  it('counts attempts and names the salon', () => {
    expect(attemptsLabel(1)).toBe('1 tentativo');
    expect(attemptsLabel(8)).toBe('8 tentativi');
    expect(jobSalonLabel({ salonName: 'Salone Aurora' })).toBe('Salone Aurora');
    expect(jobSalonLabel({ salonName: null })).toBe('Nessun salone');
  });
});
