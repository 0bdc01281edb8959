// Visit reminders (issue #19): /salone's "Promemoria" settings, and the client's page behind a
// reminder's link, called without an account (no bearer).
import { describe, expect, it } from 'vitest';
import {
  answerReminderMutation,
  reminderLinkQueryOptions,
  reminderSettingsQueryOptions,
  updateReminderSettingsMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { FORGED_REMINDER_TOKEN, REMINDER_TOKEN } from '../shared/reminder-link.ts';
import { boolean, errorBody, integer, localDateTime, oneOf, phone, string } from './fixtures.ts';
import { eachLike } from './fixtures.ts';
import { interaction } from './support.ts';

/** The visit as the client's page shows it (the salon takes no bookings online: no cutoff). */
const visit = (status: string, canAnswer: boolean) => ({
  salonName: string('Salone Bellavista'),
  salonPhone: phone('+390612345678'),
  salonAddress: string('Via Roma 1, Milano'),
  dateTime: localDateTime('2030-03-07T09:30:00'),
  endTime: localDateTime('2030-03-07T10:00:00'),
  services: eachLike('Taglio'),
  operatorName: string('Sara'),
  status: oneOf(['PENDING', 'CONFIRMED', 'CANCELLED'], status),
  canAnswer: boolean(canAnswer),
  canCancel: boolean(canAnswer),
  canReschedule: boolean(false),
  changeUntil: null,
});

describe('Reminder settings', () => {
  it('GET /salon/reminders', () =>
    interaction({
      state: states.signedIn,
      description: 'a request for the reminder settings',
      method: 'GET',
      path: '/salon/reminders',
      status: 200,
      response: { enabled: boolean(true), hoursBefore: integer(24) },
      run: async (app) => {
        const settings = await app.query(reminderSettingsQueryOptions(app.client));
        expect(settings).toEqual({ enabled: true, hoursBefore: 24 });
      },
    }));

  it('PUT /salon/reminders', () =>
    interaction({
      state: states.signedIn,
      description: 'reminders 48 hours before the visit',
      method: 'PUT',
      path: '/salon/reminders',
      body: { enabled: true, hoursBefore: 48 },
      status: 200,
      response: { enabled: true, hoursBefore: 48 },
      run: async (app) => {
        const saved = await app.mutate(updateReminderSettingsMutation(app.client), {
          enabled: true,
          hoursBefore: 48,
        });
        expect(saved.hoursBefore).toBe(48);
      },
    }));
});

describe("A reminder's link", () => {
  it('GET /public/reminders/{token}', () =>
    interaction({
      state: states.reminderSent,
      description: "the client opens a reminder's link",
      method: 'GET',
      path: `/public/reminders/${REMINDER_TOKEN}`,
      auth: false,
      status: 200,
      response: visit('PENDING', true),
      run: async (app) => {
        const view = await app.query(reminderLinkQueryOptions(app.client, REMINDER_TOKEN));
        expect(view).toMatchObject({ ok: true, reminder: { status: 'PENDING', canAnswer: true } });
      },
    }));

  it('GET /public/reminders/{token} of a forged link', () =>
    interaction({
      state: states.reminderSent,
      description: 'the client opens a forged reminder link',
      method: 'GET',
      path: `/public/reminders/${FORGED_REMINDER_TOKEN}`,
      auth: false,
      status: 404,
      response: errorBody(
        'Questo link non è valido. Per confermare o annullare chiama il salone.',
        'REMINDER_LINK_INVALID',
      ),
      run: async (app) => {
        const view = await app.query(reminderLinkQueryOptions(app.client, FORGED_REMINDER_TOKEN));
        expect(view).toMatchObject({ ok: false, problem: { kind: 'invalid' } });
      },
    }));

  it('POST /public/reminders/{token}', () =>
    interaction({
      state: states.reminderSent,
      description: 'the client confirms the visit from the link',
      method: 'POST',
      path: `/public/reminders/${REMINDER_TOKEN}`,
      auth: false,
      body: { answer: 'CONFIRM' },
      status: 200,
      response: visit('CONFIRMED', false),
      run: async (app) => {
        const answered = await app.mutate(
          answerReminderMutation(app.client, REMINDER_TOKEN),
          'CONFIRM',
        );
        expect(answered.status).toBe('CONFIRMED');
      },
    }));
});
