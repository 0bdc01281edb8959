import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { http } from '../../testing/api-mocks.ts';
import { signInForStory } from '../../testing/StoryApp.tsx';
import { fixtureAppointment } from '../booking/story-support.tsx';
import { DetailsDialogStory as DialogStory } from './details-dialog-story.tsx';

const colore = fixtureAppointment({
  id: 11,
  appointmentGroupId: 'g1',
  serviceOrder: 1,
  groupSize: 3,
  isMultiOperator: true,
  notes: 'Allergia al nichel',
  source: 'WHATSAPP_AI',
});
const taglio = fixtureAppointment({
  id: 12,
  appointmentGroupId: 'g1',
  serviceOrder: 2,
  groupSize: 3,
  isMultiOperator: true,
  service: 'Taglio donna',
  serviceId: 12,
  hairdresserId: 2,
  hairdresserName: 'Marco',
  dateTime: '2026-03-11T10:45:00',
  endTime: '2026-03-11T11:30:00',
  durationMinutes: 45,
  source: 'WHATSAPP_AI',
});
const piega = fixtureAppointment({
  id: 13,
  appointmentGroupId: 'g1',
  serviceOrder: 3,
  groupSize: 3,
  isMultiOperator: true,
  service: 'Piega',
  serviceId: 13,
  dateTime: '2026-03-11T11:30:00',
  endTime: '2026-03-11T12:00:00',
  durationMinutes: 30,
  source: 'WHATSAPP_AI',
});
const solo = fixtureAppointment({
  id: 20,
  service: 'Piega',
  serviceId: 13,
  notes: 'Cliente abituale',
});

const getGroup = http.get('/appointments/group/{id}', ({ response }) =>
  response(200).json([piega, colore, taglio]),
);
const getOne = http.get('/appointments/{id}', ({ params, response }) => {
  const found = [colore, taglio, piega, solo].find((a) => a.id === Number(params.id));
  return found
    ? response(200).json(found)
    : response(404).json({ message: 'Appuntamento non trovato' });
});

const meta = {
  title: 'Schermate/Appuntamenti/DettagliAppuntamento',
  component: DialogStory,
  args: { appointmentId: 11, onOpenChange: fn(), onChanged: fn() },
  beforeEach: () => signInForStory({ digitalCashEnabled: true }),
  parameters: { msw: [getOne, getGroup] },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Dettagli appuntamento' });

export const GruppoInLavorazione: Story = {
  parameters: {
    msw: [
      getOne,
      getGroup,
      http.put('/appointments/group/{id}/status', ({ response }) =>
        response(200).json(
          [colore, taglio, piega].map((a) => ({ ...a, status: 'IN_PROGRESS' as const })),
        ),
      ),
    ],
  },
  play: async ({ args }) => {
    const d = within(await dialog());
    const items = await d.findAllByRole('listitem');
    await expect(items.map((i) => i.textContent)).toEqual([
      '109:30 - 10:30Colore · GiuliaPrenotato',
      '210:45 - 11:30Taglio donna · MarcoPrenotato',
      '311:30 - 12:00Piega · GiuliaPrenotato',
    ]);
    await expect(d.getByText('11/03/2026 09:30 – 12:00')).toBeVisible();
    await expect(d.getByText('WhatsApp AI')).toBeVisible();
    await expect(d.getByText('02/03/2026 16:20')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Metti in Lavorazione' }));
    await expect(await d.findByRole('button', { name: 'Rimetti in Attesa' })).toBeVisible();
    await expect(d.getAllByText('In Lavorazione')).toHaveLength(4);
    await expect(args.onChanged).toHaveBeenCalled();
  },
};

export const ErroreCambioStato: Story = {
  args: { appointmentId: 20 },
  parameters: {
    msw: [
      getOne,
      http.patch('/appointments/{id}/status', ({ response }) =>
        response(500).json({ message: 'Errore interno' }),
      ),
    ],
  },
  play: async () => {
    const d = within(await dialog());
    await userEvent.click(await d.findByRole('button', { name: 'Metti in Lavorazione' }));
    const alert = await screen.findByRole('alertdialog');
    await expect(alert).toHaveTextContent("Errore nel spostare l'appuntamento in lavorazione");
  },
};

export const MandaInPagamento: Story = {
  args: { appointmentId: 20 },
  parameters: {
    msw: [
      http.get('/appointments/{id}', ({ response }) =>
        response(200).json({ ...solo, status: 'IN_PROGRESS' }),
      ),
    ],
  },
  play: async () => {
    const d = within(await dialog());
    await userEvent.click(await d.findByRole('button', { name: 'Manda in Pagamento' }));
    await expect(await screen.findByText('Pagina /cassa?appuntamento=20')).toBeVisible();
  },
};

export const NoteNonSalvate: Story = {
  args: { appointmentId: 20 },
  parameters: {
    msw: [
      getOne,
      http.patch('/appointments/{id}', ({ response }) =>
        response(500).json({ message: 'Errore interno' }),
      ),
    ],
  },
  play: async () => {
    const d = within(await dialog());
    await userEvent.click(await d.findByRole('button', { name: /^Note Cliente abituale/ }));
    await expect(d.getByRole('textbox', { name: 'Note' })).toHaveAttribute('rows', '4');
    await userEvent.keyboard(', tinta naturale');
    await userEvent.click(d.getByRole('button', { name: 'Salva' }));
    await expect(await d.findByRole('alert')).toHaveTextContent(
      'Errore durante il salvataggio delle note',
    );
    // Issue #15: what was typed stays in the editor, ready to save again.
    await expect(d.getByRole('textbox', { name: 'Note' })).toHaveValue(
      'Cliente abituale, tinta naturale',
    );
  },
};

let readsAfterDelete: string[] = [];
let deleted = false;

export const EliminaTuttoIlGruppo: Story = {
  beforeEach: () => {
    readsAfterDelete = [];
    deleted = false;
  },
  parameters: {
    msw: [
      http.get('/appointments/{id}', ({ params, request, response }) => {
        if (deleted) readsAfterDelete.push(new URL(request.url).pathname);
        const found = [colore, taglio, piega].find((a) => a.id === Number(params.id));
        return found && !deleted
          ? response(200).json(found)
          : response(404).json({ message: 'Appuntamento non trovato' });
      }),
      http.get('/appointments/group/{id}', ({ request, response }) =>
        deleted
          ? (readsAfterDelete.push(new URL(request.url).pathname),
            response(404).json({ message: 'Gruppo non trovato' }))
          : response(200).json([piega, colore, taglio]),
      ),
      http.delete('/appointments/group/{id}', ({ response }) => {
        deleted = true;
        return response(200).json({ success: true, deletedCount: 3, message: 'Gruppo eliminato' });
      }),
    ],
  },
  play: async ({ args }) => {
    const d = within(await dialog());
    await d.findAllByRole('listitem');
    await userEvent.click(d.getByRole('button', { name: 'Elimina appuntamento' }));
    const confirm = await screen.findByRole('alertdialog', { name: "Eliminare l'appuntamento?" });
    await expect(confirm).toHaveTextContent('3 servizi');
    await expect(within(confirm).getByRole('button', { name: 'Annulla' })).toHaveFocus();
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Tutto il gruppo (3 servizi)' }),
    );
    const success = await screen.findByRole('dialog', { name: 'Operazione completata' });
    await expect(success).toHaveTextContent('Gruppo eliminato con successo (3 servizi)');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // Issue #15: the deleted group and its appointments are not asked for again (no 404s).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(readsAfterDelete).toEqual([]);
  },
};

export const EliminazioneFallita: Story = {
  args: { appointmentId: 20 },
  parameters: {
    msw: [
      getOne,
      http.delete('/appointments/{id}', ({ response }) =>
        response(404).json({ message: 'Appuntamento non trovato' }),
      ),
    ],
  },
  play: async () => {
    const d = within(await dialog());
    await userEvent.click(await d.findByRole('button', { name: 'Elimina appuntamento' }));
    const confirm = await screen.findByRole('alertdialog', { name: "Eliminare l'appuntamento?" });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Errore' });
    await expect(alert).toHaveTextContent("Errore durante l'eliminazione dell'appuntamento:");
  },
};

export const GruppoNonCaricatoMostraIlSingolo: Story = {
  parameters: {
    msw: [
      getOne,
      http.get('/appointments/group/{id}', ({ response }) =>
        response(500).json({ message: 'Errore interno' }),
      ),
    ],
  },
  play: async () => {
    const d = within(await dialog());
    await expect(await d.findByText('Colore · Giulia')).toBeVisible();
    await waitFor(() => expect(d.queryByRole('list', { name: 'Servizi del gruppo' })).toBeNull());
  },
};

/**
 * Issue #19: the detail links to the client's card, makes the phone a tel: and a WhatsApp link,
 * and shows the visit's total at the prices booked (the whole group's).
 */
const phone = '+393331234567';
export const ClienteTelefonoETotale: Story = {
  parameters: {
    msw: [
      http.get('/appointments/{id}', ({ response }) =>
        response(200).json({ ...colore, clientPhoneNumber: phone, priceCents: 5500 }),
      ),
      http.get('/appointments/group/{id}', ({ response }) =>
        response(200).json([
          { ...colore, clientPhoneNumber: phone, priceCents: 5500 },
          { ...taglio, clientPhoneNumber: phone, priceCents: 3500 },
          { ...piega, clientPhoneNumber: phone, priceCents: 2050 },
        ]),
      ),
    ],
  },
  play: async () => {
    const d = within(await dialog());
    await expect(await d.findByText('Totale')).toBeVisible();
    // 55,00 + 35,00 + 20,50: the whole group's, once it is loaded.
    await expect(await d.findByText('110,50 €')).toBeVisible();
    await expect(
      d.getByRole('link', { name: 'Chiama Maria Rossi al +393331234567' }),
    ).toHaveAttribute('href', 'tel:+393331234567');
    await expect(d.getByRole('link', { name: 'Scrivi su WhatsApp a Maria Rossi' })).toHaveAttribute(
      'href',
      'https://wa.me/393331234567',
    );
    const card = d.getByRole('link', { name: 'Scheda cliente' });
    await expect(card).toHaveAttribute('href', '/cliente/1');
    await userEvent.click(card);
    await expect(await screen.findByText('Pagina /cliente/1')).toBeVisible();
  },
};

/** "Sposta" (issue #19): the details hand the appointment to the caller's move dialog. */
export const Sposta: Story = {
  args: { appointmentId: 20, onMove: fn() },
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.click(await d.findByRole('button', { name: 'Sposta' }));
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 20 }));
  },
};
