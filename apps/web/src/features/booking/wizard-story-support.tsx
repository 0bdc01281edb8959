// The wizard's story harness, fixtures and steps, shared by its story files.
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Temporal } from 'temporal-polyfill';
import { http } from '../../testing/api-mocks.ts';
import { currentUser } from '../../testing/fixtures/salon.ts';
import { NewAppointmentWizard, type NewAppointmentWizardProps } from './NewAppointmentWizard.tsx';
import {
  StoryHarness,
  fixtureAppointment,
  fixtureClients,
  fixtureOperators,
  fixtureServices,
} from './story-support.tsx';

export function WizardStory(
  props: Pick<NewAppointmentWizardProps, 'onCreated' | 'onOpenChange' | 'prefill' | 'edit'>,
) {
  const [isOpen, setOpen] = useState(true);
  return (
    <StoryHarness>
      <NewAppointmentWizard
        isOpen={isOpen}
        onOpenChange={(open) => (setOpen(open), props.onOpenChange(open))}
        initialDateTime={Temporal.PlainDateTime.from('2026-03-11T09:30')}
        initialOperatorId={1}
        prefill={props.prefill}
        edit={props.edit}
        onCreated={props.onCreated}
      />
    </StoryHarness>
  );
}

export const catalogue = [
  http.get('/clients', ({ response }) =>
    response(200).json({
      content: fixtureClients,
      page: 0,
      size: 1000,
      totalElements: fixtureClients.length,
      totalPages: 1,
    }),
  ),
  http.get('/services', ({ response }) => response(200).json(fixtureServices)),
  http.get('/hairdressers', ({ response }) => response(200).json(fixtureOperators)),
  http.get('/client-service-durations/client/{id}', ({ response }) =>
    response(200).json([
      {
        id: 5,
        clientId: 1,
        clientName: 'Maria Rossi',
        serviceId: 12,
        serviceName: 'Taglio donna',
        customDurationMinutes: 60,
        defaultDurationMinutes: 45,
        notes: null,
        createdAt: '2026-03-01T09:00:00Z',
      },
    ]),
  ),
];

/** Wednesday 11 March: who can start when, for the length the wizard asks about. */
const freeSlots = (date: string) => (times: string[]) =>
  times.map((t) => ({ startTime: `${date}T${t}:00`, endTime: `${date}T${t}:30` }));

export const availability = [
  http.get('/users/me', ({ response }) => response(200).json(currentUser)),
  http.get('/appointments/availability/service/{serviceId}', ({ params, query, response }) => {
    const date = query.get('date') ?? '2026-03-11';
    const at = freeSlots(date);
    return response(200).json({
      serviceId: Number(params.serviceId),
      serviceName: 'Piega',
      date,
      durationMinutes: 30,
      operators: [
        {
          hairdresserId: 1,
          hairdresserName: 'Giulia',
          colorCode: '#E57373',
          slots: at(['09:00', '11:00', '11:30']),
        },
        { hairdresserId: 2, hairdresserName: 'Marco', colorCode: '#4FC3F7', slots: at(['10:00']) },
      ],
    });
  }),
  // Giulia has a visit at 09:30; Marco does not offer the colour.
  http.get('/appointments/availability/service/{id}/operators', ({ params, query, response }) => {
    const busy = (query.get('dateTime') ?? '').endsWith('09:30:00');
    const giulia = {
      hairdresserId: 1,
      hairdresserName: 'Giulia',
      colorCode: '#E57373',
      available: !busy,
      nextAvailableAt: busy ? '2026-03-11T11:00:00' : null,
      reason: busy ? 'Occupato' : null,
    };
    const marco = {
      ...giulia,
      hairdresserId: 2,
      hairdresserName: 'Marco',
      available: true,
      nextAvailableAt: null,
      reason: null,
    };
    return response(200).json(Number(params.id) === 11 ? [giulia] : [giulia, marco]);
  }),
];

export const created = http.post('/appointments/multi-operator', ({ response }) =>
  response(201).json({
    appointmentGroupId: 'g-101',
    appointments: [fixtureAppointment({ id: 101, appointmentGroupId: 'g-101' })],
    items: [],
  }),
);

export const wizard = () => screen.findByRole('dialog', { name: 'Nuovo appuntamento' });
export const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** Presses Tab until `target` has focus: the keyboard path a user would take. */
export async function tabTo(target: HTMLElement) {
  for (let i = 0; i < 40 && document.activeElement !== target; i++) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/**
 * Opens the select named `label` and chooses `option`. Under load the first click could land
 * while the step was still rendering and open nothing (a clean-clone run failed on «Unable to find
 * role="option"»): until its list shows the option, the select is opened again if no list is open.
 */
export async function pick(label: string, option: RegExp) {
  const trigger = () => screen.getByRole('button', { name: new RegExp(`${label}$`) });
  await waitFor(
    async () => {
      // Opened means the trigger says so: a list still on its way in (a portal, a frame late)
      // must not be taken for none, or a second click closes it and focus is lost to the dialog.
      if (trigger().getAttribute('aria-expanded') !== 'true') await userEvent.click(trigger());
      await expect(screen.getByRole('option', { name: option })).toBeVisible();
    },
    { timeout: 5_000 },
  );
  await userEvent.click(screen.getByRole('option', { name: option }));
}

export async function chooseMaria() {
  const d = within(await wizard());
  await userEvent.type(d.getByRole('combobox', { name: 'Cerca cliente' }), 'ross');
  await userEvent.click(await screen.findByRole('option', { name: /^Maria Rossi/ }));
  await userEvent.click(button('Continua'));
}
