import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AppointmentReplanRequest } from '@agendina/api';
import { http } from '../../testing/api-mocks.ts';
import { fixtureAppointment } from './story-support.tsx';
import { WizardStory, availability, button, catalogue, tabTo } from './wizard-story-support.tsx';

// Issue #19: «Modifica appuntamento» in the appointment's detail opens the wizard on the booked visit —
// Maria Rossi's colour with Giulia at 09:30, then a 30-minute cut with Marco after a 20-minute
// wait — and «Salva modifiche» sends PUT /appointments/41/plan.

const group = 'g-41';
const visit = {
  appointmentId: 41,
  groupId: group,
  expectedStart: '2026-03-11T09:30:00',
  client: { id: 1, name: 'Maria Rossi' },
};
const prefill = {
  client: visit.client,
  notes: 'Tinta 6.4',
  blocks: [
    {
      serviceId: 11,
      operatorId: 1,
      duration: 60,
      isCustomDuration: true,
      order: 1,
      notes: '',
    },
    {
      serviceId: 12,
      operatorId: 2,
      duration: 30,
      isCustomDuration: true,
      order: 2,
      notes: '',
      requiredGapBefore: 20,
    },
  ],
};

let sent: AppointmentReplanRequest[] = [];
let asked: string[] = [];

/** Step 1's free times, each request's excludeVisitOf noted (first match wins over `availability`). */
const excludeWatch = http.get(
  '/appointments/availability/service/{serviceId}',
  ({ query, response }) => {
    asked.push(query.get('excludeVisitOf') ?? 'none');
    return response(200).json({
      serviceId: 11,
      serviceName: 'Colore',
      date: '2026-03-11',
      durationMinutes: 60,
      operators: [
        {
          hairdresserId: 1,
          hairdresserName: 'Giulia',
          colorCode: '#E57373',
          // The visit's own 09:30 is free: the server leaves the visit out.
          slots: [{ startTime: '2026-03-11T09:30:00', endTime: '2026-03-11T10:30:00' }],
        },
      ],
    });
  },
);

const saved = http.put('/appointments/{id}/plan', async ({ request, response }) => {
  sent.push((await request.json()) as AppointmentReplanRequest);
  return response(200).json([
    fixtureAppointment({ id: 41, appointmentGroupId: group, serviceOrder: 1 }),
    fixtureAppointment({
      id: 42,
      appointmentGroupId: group,
      serviceOrder: 2,
      hairdresserId: 2,
      hairdresserName: 'Marco',
      service: 'Taglio donna',
      serviceId: 12,
      dateTime: '2026-03-11T10:50:00',
      endTime: '2026-03-11T11:35:00',
      durationMinutes: 45,
    }),
  ]);
});

const meta = {
  title: 'Schermate/Prenotazione/ModificaAppuntamento',
  component: WizardStory,
  args: { onCreated: fn(), onOpenChange: fn(), prefill, edit: visit },
  parameters: { msw: [...catalogue, excludeWatch, ...availability, saved] },
  beforeEach: () => {
    sent = [];
    asked = [];
  },
} satisfies Meta<typeof WizardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const editor = () => screen.findByRole('dialog', { name: 'Modifica appuntamento' });

/** Continua to step 2 once the catalogue is in (the visit's services show in their pickers). */
async function toServices() {
  const d = within(await editor());
  await waitFor(() => expect(button('Continua')).toBeEnabled());
  await userEvent.click(button('Continua'));
  await expect(await d.findByRole('heading', { name: 'Servizi e Operatori' })).toBeVisible();
  await waitFor(() => expect(button(/Servizio 2$/)).toHaveTextContent('Taglio donna'));
  return d;
}

/** From step 2 to Conferma. */
async function toConfirm() {
  const d = within(await editor());
  await waitFor(() => expect(button('Continua')).toBeEnabled());
  await userEvent.click(button('Continua'));
  await expect(await d.findByRole('heading', { name: 'Conferma' })).toBeVisible();
}

export const Precompilato: Story = {
  play: async () => {
    const d = within(await editor());
    // The client is the visit's: shown, not a search.
    await expect(d.getByText('Maria Rossi')).toBeVisible();
    await expect(d.queryByRole('combobox', { name: 'Cerca cliente' })).toBeNull();
    await expect(await d.findByRole('button', { name: /09:30/ })).toBeVisible();
    await waitFor(() => expect(asked).toContain('41'));
    await toServices();
    await expect(button(/Servizio 1$/)).toHaveTextContent('Colore');
    await expect(button(/Operatore 2$/)).toHaveTextContent('Marco');
    await expect(d.getByRole('textbox', { name: 'Durata servizio 2 (min)' })).toHaveValue('30');
    await expect(d.getByText('Listino: 45 min')).toBeVisible();
    await expect(d.getByRole('textbox', { name: 'Attesa prima del servizio 2 (min)' })).toHaveValue(
      '20',
    );
  },
};

export const CambiaDurataESalva: Story = {
  play: async ({ args }) => {
    const d = await toServices();
    const minutes = d.getByRole('textbox', { name: 'Durata servizio 2 (min)' });
    await tabTo(minutes);
    await userEvent.keyboard('{Control>}a{/Control}45{Tab}');
    await expect(minutes).toHaveValue('45');
    await expect(d.queryByText('Listino: 45 min')).toBeNull();
    await toConfirm();
    await expect(d.getByText('11/03/2026 09:30 – 11:35')).toBeVisible();
    await expect(d.getByRole('textbox', { name: 'Note' })).toHaveValue('Tinta 6.4');
    await tabTo(button('Salva modifiche'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]).toMatchObject({
      startDateTime: '2026-03-11T09:30:00',
      expectedStart: '2026-03-11T09:30:00',
      notes: 'Tinta 6.4',
      serviceBlocks: [
        { serviceId: 11, operatorId: 1, customDurationMinutes: 60, executionOrder: 1 },
        {
          serviceId: 12,
          operatorId: 2,
          customDurationMinutes: 45,
          executionOrder: 2,
          requiredGapBefore: 20,
        },
      ],
    });
    await waitFor(() =>
      expect(args.onCreated).toHaveBeenCalledWith({
        clientId: 1,
        isNewClient: false,
        appointmentIds: [41, 42],
      }),
    );
    const done = await screen.findByRole('dialog', { name: 'Operazione completata' });
    await expect(done).toHaveTextContent('Appuntamento modificato');
  },
};

export const ModificaRifiutata: Story = {
  parameters: {
    msw: [
      ...catalogue,
      excludeWatch,
      ...availability,
      http.put('/appointments/{id}/plan', ({ response }) =>
        response(409).json({
          message: "L'appuntamento è stato modificato da qualcun altro: ricarica il calendario",
          code: 'APPOINTMENT_CHANGED',
        }),
      ),
      http.post('/appointments/multi-operator/alternatives', ({ query, response }) => {
        asked.push(`alternatives:${query.get('excludeVisitOf') ?? 'none'}`);
        return response(200).json({
          requestedStartDateTime: '2026-03-11T09:30:00',
          alternatives: [],
        });
      }),
    ],
  },
  play: async ({ args }) => {
    const d = await toServices();
    await toConfirm();
    await userEvent.click(button('Salva modifiche'));
    // The refusal stays in step 3, in Italian; what was chosen is all still there.
    const refusal = await d.findByText(
      "L'appuntamento è stato modificato da qualcun altro: ricarica il calendario",
    );
    await expect(refusal).toBeVisible();
    await expect(screen.queryByText(/Errore HTTP/)).toBeNull();
    await waitFor(() => expect(asked).toContain('alternatives:41'));
    await expect(d.getByRole('textbox', { name: 'Note' })).toHaveValue('Tinta 6.4');
    await expect(button('Salva modifiche')).toBeEnabled();
    await expect(args.onCreated).not.toHaveBeenCalled();
    // Whether the browser's scroll anchoring keeps the pressed button in view as the refusal
    // grows the dialog depends on timing: the shot is of the dialog scrolled back to its top.
    for (let box: HTMLElement | null = refusal; box; box = box.parentElement) box.scrollTop = 0;
    window.scrollTo(0, 0);
  },
};
