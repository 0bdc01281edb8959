import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { normaliseAppointment } from '@agendina/api';
import type { NormalisedAppointment } from '@agendina/scheduling';
import { http } from '../../testing/api-mocks.ts';
import { signInForStory } from '../../testing/StoryApp.tsx';
import { StoryHarness, fixtureAppointment, fixtureOperators } from '../booking/story-support.tsx';
import { MoveAppointmentDialog } from './MoveAppointmentDialog.tsx';
import { RescheduleFeedback } from './RescheduleFeedback.tsx';
import { useReschedule } from './use-reschedule.ts';

const colore = fixtureAppointment({ id: 11 });
const appointment = normaliseAppointment(colore) as NormalisedAppointment;

/** The dialog as the dashboard uses it: the shared move call, its toast and its alert. */
function Moving() {
  const reschedule = useReschedule();
  const [open, setOpen] = useState(true);
  return (
    <>
      <MoveAppointmentDialog
        appointment={open ? appointment : null}
        onOpenChange={setOpen}
        onMove={reschedule.move}
      />
      <RescheduleFeedback reschedule={reschedule} />
    </>
  );
}

function DialogStory() {
  return (
    <StoryHarness>
      <Moving />
    </StoryHarness>
  );
}

const slot = (time: string) => ({
  startTime: `2026-03-11T${time}:00`,
  endTime: `2026-03-11T${time}:00`,
});
/** The visit each free-times request left out (the moved one counts as free). */
const excluded: (string | null)[] = [];
/** Giulia is free at 14:00 and 14:15; Marco only at 16:30. */
const freeTimes = http.get('/appointments/available-slots', ({ query, response }) => {
  excluded.push(query.get('excludeVisitOf'));
  return response(200).json({
    date: '2026-03-11',
    hairdresserId: Number(query.get('hairdresserId')),
    serviceId: 11,
    durationMinutes: 60,
    isCustomDuration: false,
    slots: query.get('hairdresserId') === '2' ? [slot('16:30')] : [slot('14:00'), slot('14:15')],
  });
});
const operators = http.get('/hairdressers', ({ response }) => response(200).json(fixtureOperators));

/** Every move body the server received. */
const received: unknown[] = [];
const moveOk = http.post('/appointments/{id}/move', async ({ request, response }) => {
  const body = (await request.json()) as { dateTime: string; hairdresserId?: number };
  received.push(body);
  const end = body.dateTime.replace(
    /T(\d\d)/,
    (_, h: string) => `T${String(Number(h) + 1).padStart(2, '0')}`,
  );
  return response(200).json([
    { ...colore, dateTime: body.dateTime, endTime: end, hairdresserId: body.hairdresserId ?? 1 },
  ]);
});

const meta = {
  title: 'Schermate/Appuntamenti/SpostaAppuntamento',
  component: DialogStory,
  beforeEach: () => {
    received.length = 0;
    excluded.length = 0;
    return signInForStory();
  },
  parameters: { msw: [operators, freeTimes, moveOk] },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Sposta appuntamento' });

export const OrariLiberiESpostamentoConAnnulla: Story = {
  play: async () => {
    const d = within(await dialog());
    await expect(
      await d.findByText(/Maria Rossi, Colore: ora 11\/03\/2026 09:30 con Giulia/),
    ).toBeVisible();
    // The free times of the chosen operator for the service's length, before saving.
    await expect(await d.findByText('2 orari liberi per Giulia (60 min)')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Sposta' })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: /Operatore/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Marco' }));
    await expect(await d.findByText('1 orari liberi per Marco (60 min)')).toBeVisible();
    await expect(excluded).toEqual([String(colore.id), String(colore.id)]);
    await userEvent.click(d.getByRole('button', { name: /Orario/ }));
    await userEvent.click(await screen.findByRole('option', { name: '16:30' }));
    await userEvent.click(d.getByRole('button', { name: 'Sposta' }));
    // Moved: the dialog closes and the toast offers "Annulla".
    const toast = await screen.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Appuntamento spostato');
    await expect(toast).toHaveTextContent('Maria Rossi: 16:30 con Giulia');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(received).toEqual([
      { dateTime: '2026-03-11T16:30:00', hairdresserId: 2, expectedStart: '2026-03-11T09:30:00' },
    ]);
    await userEvent.click(within(toast).getByRole('button', { name: 'Annulla' }));
    // The undo is the same call back to where it was, from where it is now.
    await waitFor(() => expect(received).toHaveLength(2));
    await expect(received[1]).toEqual({
      dateTime: '2026-03-11T09:30:00',
      hairdresserId: 1,
      expectedStart: '2026-03-11T16:30:00',
    });
    await expect(await screen.findByText('Spostamento annullato')).toBeVisible();
    // The confirmation leaves on its own after 3 s; the end state is without it.
    await waitFor(() => expect(screen.queryByText('Spostamento annullato')).toBeNull(), {
      timeout: 6000,
    });
  },
};

export const Rifiutato: Story = {
  parameters: {
    msw: [
      operators,
      freeTimes,
      http.post('/appointments/{id}/move', ({ response }) =>
        response(409).json({
          message: "L'appuntamento è stato modificato da qualcun altro: ricarica il calendario",
          code: 'APPOINTMENT_CHANGED',
        }),
      ),
    ],
  },
  play: async () => {
    const d = within(await dialog());
    await userEvent.click(await d.findByRole('button', { name: /Orario/ }));
    await userEvent.click(await screen.findByRole('option', { name: '14:15' }));
    await userEvent.click(d.getByRole('button', { name: 'Sposta' }));
    // The refusal is said in the dialog, in Italian, and the choices stay.
    await expect(await d.findByRole('alert')).toHaveTextContent(
      "L'appuntamento è stato modificato da qualcun altro: ricarica il calendario",
    );
    await expect(d.getByRole('button', { name: /Orario/ })).toHaveTextContent('14:15');
    await expect(d.getByRole('button', { name: 'Sposta' })).toBeEnabled();
  },
};

export const NessunOrarioLibero: Story = {
  parameters: {
    msw: [
      operators,
      moveOk,
      http.get('/appointments/available-slots', ({ response }) =>
        response(200).json({
          date: '2026-03-11',
          hairdresserId: 1,
          serviceId: 11,
          durationMinutes: 60,
          isCustomDuration: false,
          slots: [],
        }),
      ),
    ],
  },
  play: async () => {
    const d = within(await dialog());
    await expect(
      await d.findByText('Nessun orario libero per Giulia in questa data.'),
    ).toBeVisible();
    await expect(d.getByRole('button', { name: 'Sposta' })).toBeDisabled();
  },
};
