// Visit reminders (issue #19): the salon's settings (/salone, "Promemoria") and the client's
// page behind a reminder's signed link (/promemoria/$token, no account).
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { components } from '@agendina/contract';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { isApiError } from '../errors/api-error.ts';
import { endpointQuery } from './endpoint-query.ts';

type Schemas = components['schemas'];

export const reminderKeys = {
  settings: () => ['reminders', 'settings'] as const,
  link: (token: string) => ['reminders', 'link', token] as const,
};

/** The salon's reminder settings (on or off, how many hours before). */
export const reminderSettingsQueryOptions = (client: ApiClient) =>
  endpointQuery(reminderKeys.settings(), (signal) => client.GET('/salon/reminders', { signal }));

export const updateReminderSettingsMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['reminders', 'settings', 'update'],
    mutationFn: (body: Schemas['ReminderSettings']) =>
      dataOfCall(client.PUT('/salon/reminders', { body })),
    onSuccess: (saved, _body, _r, { client: queryClient }) => {
      queryClient.setQueryData(reminderKeys.settings(), saved);
    },
  });

/**
 * Why a link does not show a visit: a link that is not one of ours (or was cut: 400 or 404), one
 * that expired with the visit's start (410), an answer refused because of an earlier one or a
 * change by the salon (409). The message is the server's Italian sentence.
 */
export interface ReminderLinkProblem {
  kind: 'invalid' | 'expired' | 'answered';
  message: string;
}

const INVALID_LINK = 'Questo link non è valido. Per confermare o annullare chiama il salone.';

/** The link's problem a page shows in place of the visit, or null for any other failure. */
export function reminderLinkProblemOf(error: unknown): ReminderLinkProblem | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  const message = error.body?.message;
  if (error.status === 400 || error.status === 404)
    return { kind: 'invalid', message: error.status === 404 && message ? message : INVALID_LINK };
  if (error.status === 410) return { kind: 'expired', message: message ?? INVALID_LINK };
  if (error.status === 409) return { kind: 'answered', message: message ?? INVALID_LINK };
  return null;
}

export type ReminderLinkView =
  { ok: true; reminder: Schemas['PublicReminder'] } | { ok: false; problem: ReminderLinkProblem };

/**
 * The visit behind a reminder's link. A forged, cut or expired link resolves to its problem (a
 * page to show, not an error to retry); anything else (the network) rejects as usual.
 */
export const reminderLinkQueryOptions = (client: ApiClient, token: string) =>
  queryOptions({
    queryKey: reminderKeys.link(token),
    queryFn: async ({ signal }): Promise<ReminderLinkView> => {
      try {
        const reminder = await dataOfCall(
          client.GET('/public/reminders/{token}', { params: { path: { token } }, signal }),
        );
        return { ok: true, reminder };
      } catch (error) {
        const problem = reminderLinkProblemOf(error);
        if (problem) return { ok: false, problem };
        throw error;
      }
    },
    retry: false,
  });

/** Confirms or cancels the visit; the page then shows the answer's state. */
export const answerReminderMutation = (client: ApiClient, token: string) =>
  mutationOptions({
    mutationKey: ['reminders', 'link', token, 'answer'],
    mutationFn: (answer: Schemas['ReminderAnswer']['answer']) =>
      dataOfCall(
        client.POST('/public/reminders/{token}', {
          params: { path: { token } },
          body: { answer },
        }),
      ),
    onSuccess: (reminder, _answer, _r, { client: queryClient }) => {
      const view: ReminderLinkView = { ok: true, reminder };
      queryClient.setQueryData(reminderKeys.link(token), view);
    },
  });

/** The days the visit could move to (the booking page's horizon, its own time free to it). */
export const reminderDaysQueryOptions = (client: ApiClient, token: string) =>
  endpointQuery([...reminderKeys.link(token), 'days'], (signal) =>
    client.GET('/public/reminders/{token}/days', { params: { path: { token } }, signal }),
  );

/** The free times of one of those days. */
export const reminderTimesQueryOptions = (client: ApiClient, token: string, date: string) =>
  endpointQuery([...reminderKeys.link(token), 'times', date], (signal) =>
    client.GET('/public/reminders/{token}/times', {
      params: { path: { token }, query: { date } },
      signal,
    }),
  );

/**
 * Moves the visit to the chosen free time; the page then shows it at its new time, and the free
 * days and times are read again (the old time is free now, the new one taken).
 */
export const rescheduleReminderMutation = (client: ApiClient, token: string) =>
  mutationOptions({
    mutationKey: ['reminders', 'link', token, 'reschedule'],
    mutationFn: (choice: Schemas['ReminderReschedule']) =>
      dataOfCall(
        client.POST('/public/reminders/{token}/reschedule', {
          params: { path: { token } },
          body: choice,
        }),
      ),
    onSuccess: (reminder, _choice, _r, { client: queryClient }) => {
      const view: ReminderLinkView = { ok: true, reminder };
      queryClient.setQueryData(reminderKeys.link(token), view);
    },
    // Moved or refused (a time taken meanwhile), the free days and times have changed.
    onSettled: (_reminder, _error, _choice, _r, { client: queryClient }) =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey.length > 3 && reminderKeys.link(token).every((part, i) => queryKey[i] === part),
      }),
  });

/**
 * The address of the visit's calendar file: a plain link (a phone hands a downloaded .ics to its
 * calendar app), so it is an address, not a fetch. `baseUrl` is the API's, as the client has it.
 */
export const reminderCalendarUrl = (baseUrl: string, token: string) =>
  `${baseUrl.replace(/\/+$/, '')}/public/reminders/${encodeURIComponent(token)}/calendar`;
