import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Appointment } from '@agendina/contract';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { http } from '../../testing/api-mocks.ts';
import { signInForStory } from '../../testing/StoryApp.tsx';
import { fixtureAppointment } from '../booking/story-support.tsx';
import { DetailsDialogStory as DialogStory } from './details-dialog-story.tsx';

/** Before the stories' clock (2026-11-19 10:30): started, so it can be a no-show. */
const past = fixtureAppointment({ id: 40, clientName: 'Giulia Rossi', service: 'Piega' });
/** After the clock: it can only be cancelled. */
const future = fixtureAppointment({
  id: 41,
  clientName: 'Sara Blu',
  dateTime: '2026-11-20T09:30:00',
  endTime: '2026-11-20T10:30:00',
});

/** The visit as the server keeps it: each call answers the visit as it is now. */
let stored: Appointment = past;
const getOne = http.get('/appointments/{id}', ({ params, response }) =>
  response(200).json(Number(params.id) === future.id ? future : stored),
);

const meta = {
  title: 'Schermate/Appuntamenti/EsitoAppuntamento',
  component: DialogStory,
  args: { appointmentId: past.id, onOpenChange: fn(), onChanged: fn() },
  beforeEach: () => {
    stored = past;
    signInForStory({ digitalCashEnabled: false });
  },
  parameters: { msw: [getOne] },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const details = () => screen.findByRole('dialog', { name: 'Dettagli appuntamento' });

export const CancellaConMotivo: Story = {
  parameters: {
    msw: [
      getOne,
      http.post('/appointments/{id}/cancel', async ({ request, response }) => {
        const body = await request.json();
        stored = {
          ...past,
          status: 'CANCELLED',
          cancellationReason: body.reason,
          cancellationNote: body.note ?? null,
          cancelledAt: '2026-11-19T09:30:00Z',
        };
        return response(200).json(stored);
      }),
    ],
  },
  play: async () => {
    const d = within(await details());
    await userEvent.click(await d.findByRole('button', { name: 'Cancella appuntamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancella appuntamento' });
    const c = within(dialog);
    // Without a reason nothing is sent: the choice is asked for.
    await userEvent.click(c.getByRole('button', { name: 'Cancella appuntamento' }));
    await expect(await c.findByText('Scegli il motivo della cancellazione')).toBeVisible();
    await userEvent.click(c.getByRole('radio', { name: 'Richiesta del cliente' }));
    await userEvent.type(c.getByRole('textbox', { name: 'Nota (facoltativa)' }), 'Ha la febbre');
    await userEvent.click(c.getByRole('button', { name: 'Cancella appuntamento' }));
    await expect(await screen.findByText('Appuntamento cancellato')).toBeVisible();
    await expect(
      await d.findByText('Cancellato · Richiesta del cliente — Ha la febbre'),
    ).toBeVisible();
    await expect(d.queryByRole('button', { name: 'Cancella appuntamento' })).toBeNull();
    // The confirmation leaves on its own after 3 s; the end state is without it.
    await waitFor(() => expect(screen.queryByText('Appuntamento cancellato')).toBeNull(), {
      timeout: 6000,
    });
  },
};

export const CancellazioneRifiutata: Story = {
  parameters: {
    msw: [
      getOne,
      http.post('/appointments/{id}/cancel', ({ response }) =>
        response(409).json({
          message: "L'appuntamento è in lavorazione: rimettilo in attesa prima di cancellarlo",
          code: 'CANCEL_NOT_ALLOWED',
        }),
      ),
    ],
  },
  play: async () => {
    const d = within(await details());
    await userEvent.click(await d.findByRole('button', { name: 'Cancella appuntamento' }));
    const c = within(await screen.findByRole('dialog', { name: 'Cancella appuntamento' }));
    await userEvent.click(c.getByRole('radio', { name: 'Imprevisto del salone' }));
    await userEvent.type(c.getByRole('textbox', { name: 'Nota (facoltativa)' }), 'Caldaia rotta');
    await userEvent.click(c.getByRole('button', { name: 'Cancella appuntamento' }));
    await expect(await c.findByRole('alert')).toHaveTextContent(
      "L'appuntamento è in lavorazione: rimettilo in attesa prima di cancellarlo",
    );
    // What was typed stays, ready to try again.
    await expect(c.getByRole('textbox', { name: 'Nota (facoltativa)' })).toHaveValue(
      'Caldaia rotta',
    );
    await expect(c.getByRole('radio', { name: 'Imprevisto del salone' })).toBeChecked();
  },
};

export const SegnaNonPresentato: Story = {
  parameters: {
    msw: [
      getOne,
      http.post('/appointments/{id}/no-show', ({ response }) => {
        stored = { ...past, status: 'NO_SHOW' };
        return response(200).json(stored);
      }),
      http.delete('/appointments/{id}/no-show', ({ response }) => {
        stored = past;
        return response(200).json(stored);
      }),
    ],
  },
  play: async () => {
    const d = within(await details());
    await userEvent.click(await d.findByRole('button', { name: 'Segna come non presentato' }));
    await expect(await screen.findByText('Appuntamento segnato come non presentato')).toBeVisible();
    await expect(d.getAllByText('Non presentato').length).toBeGreaterThan(0);
    await userEvent.click(await d.findByRole('button', { name: 'Annulla non presentato' }));
    await expect(await d.findByRole('button', { name: 'Segna come non presentato' })).toBeVisible();
    // Both confirmations leave on their own after 3 s; the end state is without them.
    await waitFor(
      () => {
        expect(screen.queryByText('Appuntamento segnato come non presentato')).toBeNull();
        expect(screen.queryByText(/^Non presentato annullato/)).toBeNull();
      },
      { timeout: 6000 },
    );
  },
};

export const FuturoSoloCancellabile: Story = {
  args: { appointmentId: future.id },
  play: async () => {
    const d = within(await details());
    await expect(await d.findByRole('button', { name: 'Cancella appuntamento' })).toBeVisible();
    await expect(d.queryByRole('button', { name: 'Segna come non presentato' })).toBeNull();
  },
};

/** An online request (issue #34), opened from the calendar: accepted from its detail. */
const request = fixtureAppointment({
  id: 42,
  clientName: 'Sofia Galli',
  source: 'ONLINE',
  status: 'REQUESTED',
  dateTime: '2026-11-21T10:00:00',
  endTime: '2026-11-21T10:45:00',
});

export const RichiestaOnline: Story = {
  args: { appointmentId: request.id },
  beforeEach: () => {
    stored = request;
  },
  parameters: {
    msw: [
      getOne,
      http.post('/appointments/{id}/accept', ({ response }) => {
        stored = { ...request, status: 'BOOKED' };
        return response(200).json(stored);
      }),
    ],
  },
  play: async () => {
    const d = within(await details());
    await expect(await d.findByText(/^Richiesta online: l’orario è tenuto/)).toBeVisible();
    // A request is answered, not cancelled.
    await expect(d.queryByRole('button', { name: 'Cancella appuntamento' })).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Accetta la richiesta' }));
    await waitFor(() =>
      expect(d.queryByRole('button', { name: 'Accetta la richiesta' })).toBeNull(),
    );
    await expect(d.getByText('Prenotato')).toBeVisible();
  },
};
