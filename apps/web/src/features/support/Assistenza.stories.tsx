import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signInForStory } from '../../testing/StoryApp.tsx';
import { http } from '../../testing/api-mocks.ts';
import { newSupportDesk, supportHandlers } from '../../testing/handlers/support.ts';

const desk = newSupportDesk();
const fresh = newSupportDesk();

const meta = {
  title: 'Schermate/Assistenza',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: supportHandlers(desk) },
  args: { path: '/assistenza', auth: accessSubject },
  beforeEach: () => {
    // The handlers hold `desk`: every story starts from the two fixture tickets.
    desk.tickets = [...fresh.tickets];
    desk.created = [];
    signInForStory();
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = () => within(screen.getByRole('form', { name: 'Nuova richiesta di assistenza' }));
const ticketList = async () => screen.findByRole('list', { name: 'Le tue richieste' });

const fillForm = async (subject: string, category: string, message: string) => {
  await userEvent.type(form().getByRole('textbox', { name: /Oggetto/ }), subject);
  await userEvent.click(form().getByRole('button', { name: /Categoria/ }));
  await userEvent.click(await screen.findByRole('option', { name: category }));
  await userEvent.type(form().getByRole('textbox', { name: /Messaggio/ }), message);
};

export const Pagina: Story = {
  play: async () => {
    // The route's code arrives on its own: the screen is there once its heading is.
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Assistenza' }),
    ).toBeVisible();
    for (const name of ['Domande frequenti', 'Scrivici', 'Le tue richieste'])
      await expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    const items = within(await ticketList()).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Non riesco a spostare un appuntamento');
    await expect(items[0]).toHaveTextContent('In lavorazione');
    await expect(items[0]).toHaveTextContent('Appuntamenti · Inviata il 17/11/2026');
    await expect(items[1]).toHaveTextContent('Risolta');
  },
};

export const DomandeFrequenti: Story = {
  play: async () => {
    const question = await screen.findByRole('button', { name: 'Come prenoto un appuntamento?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Come prenoto un appuntamento?' });
    await expect(answer).toHaveTextContent('si apre la procedura guidata in tre passi');
    // The staff page is named for the business (a hair salon here).
    question.focus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(
      screen.getByRole('region', {
        name: 'Come imposto gli orari e le assenze degli operatori?',
      }),
    ).toHaveTextContent('Apri «Gestione Parrucchieri»');
  },
};

export const ValidazioneDelModulo: Story = {
  play: async () => {
    // The list below the form sets how far the page can scroll when a field takes focus.
    await ticketList();
    await userEvent.click(await screen.findByRole('button', { name: 'Invia richiesta' }));
    await expect(form().getByText("Inserisci l'oggetto della richiesta")).toBeVisible();
    await expect(form().getByText('Scegli una categoria')).toBeVisible();
    await expect(form().getByText('Descrivi il problema o la domanda')).toBeVisible();
    await userEvent.type(form().getByRole('textbox', { name: /Oggetto/ }), 'ab');
    await userEvent.type(form().getByRole('textbox', { name: /Messaggio/ }), 'Aiuto');
    await userEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await expect(form().getByText("L'oggetto deve avere almeno 3 caratteri")).toBeVisible();
    await expect(form().getByText('Il messaggio deve avere almeno 10 caratteri')).toBeVisible();
    await expect(form().getByRole('textbox', { name: /Oggetto/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(desk.created).toEqual([]);
  },
};

export const RichiestaInviata: Story = {
  play: async () => {
    await ticketList();
    await fillForm(
      '  Stampa dello scontrino  ',
      'Cassa',
      'La stampante non stampa lo scontrino dopo il pagamento con carta.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await waitFor(() =>
      expect(screen.getByText(/Richiesta «Stampa dello scontrino» inviata/)).toBeVisible(),
    );
    await expect(desk.created).toEqual([
      {
        subject: 'Stampa dello scontrino',
        category: 'CASH_DESK',
        message: 'La stampante non stampa lo scontrino dopo il pagamento con carta.',
      },
    ]);
    // The form is empty again and the new ticket heads the list, open.
    await expect(form().getByRole('textbox', { name: /Oggetto/ })).toHaveValue('');
    const list = await ticketList();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const first = within(list).getAllByRole('listitem')[0]!;
    await expect(first).toHaveTextContent('Stampa dello scontrino');
    await expect(first).toHaveTextContent('Aperta');
    await expect(first).toHaveTextContent('Cassa · Inviata il 19/11/2026');
  },
};

export const RifiutataDalServer: Story = {
  parameters: {
    msw: [
      http.post('/support/tickets', ({ response }) =>
        response(400).json({
          message: 'Dati non validi',
          code: 'VALIDATION_FAILED',
          errors: { subject: 'Almeno 3 caratteri' },
        }),
      ),
      ...supportHandlers(desk),
    ],
  },
  play: async () => {
    await ticketList();
    await fillForm('Orari', 'Altro', 'Vorrei sapere come cambiare gli orari del sabato.');
    await userEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    const alert = await form().findByRole('alert');
    await expect(alert).toHaveTextContent('Dati non validi');
    await expect(alert).toHaveTextContent('subject: Almeno 3 caratteri');
    // Nothing typed is lost.
    await expect(form().getByRole('textbox', { name: /Oggetto/ })).toHaveValue('Orari');
    await expect(form().getByRole('textbox', { name: /Messaggio/ })).toHaveValue(
      'Vorrei sapere come cambiare gli orari del sabato.',
    );
    await expect(form().getByRole('button', { name: /Categoria/ })).toHaveTextContent('Altro');
  },
};

export const LeggiUnaRichiesta: Story = {
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Leggi la richiesta «Non riesco a spostare un appuntamento»',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Non riesco a spostare un appuntamento',
    });
    await expect(dialog).toHaveTextContent('Succede solo con gli appuntamenti di gruppo.');
    await expect(dialog).toHaveTextContent('In lavorazione');
    await expect(dialog).toHaveTextContent('Ultimo aggiornamento18/11/2026 11:40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const NessunaRichiesta: Story = {
  parameters: { msw: supportHandlers(newSupportDesk([])) },
  play: async () => {
    await expect(
      await screen.findByText(
        'Non hai ancora inviato richieste: quando ne invii una la trovi qui, con il suo stato.',
      ),
    ).toBeVisible();
  },
};

export const ElencoNonDisponibile: Story = {
  parameters: {
    msw: [
      http.get('/support/tickets', ({ response }) =>
        response(500).json({ message: 'Errore interno', code: 'INTERNAL' }),
      ),
    ],
  },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Impossibile caricare le tue richieste. Riprova più tardi.',
    );
    // In place, with 'Riprova' (its own boundary): the rest of the page is untouched.
    await expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeVisible();
    // The form still works without the list.
    await expect(screen.getByRole('button', { name: 'Invia richiesta' })).toBeEnabled();
  },
};
