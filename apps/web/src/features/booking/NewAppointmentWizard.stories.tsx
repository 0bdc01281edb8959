import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { http } from '../../testing/api-mocks.ts';
import {
  WizardStory,
  availability,
  button,
  catalogue,
  chooseMaria,
  created,
  pick,
  tabTo,
  wizard,
} from './wizard-story-support.tsx';

const meta = {
  title: 'Schermate/Prenotazione/NuovoAppuntamento',
  component: WizardStory,
  args: { onCreated: fn(), onOpenChange: fn() },
  parameters: { msw: [...catalogue, ...availability, created] },
} satisfies Meta<typeof WizardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClienteEsistenteSoloTastiera: Story = {
  play: async ({ args }) => {
    const d = within(await wizard());
    await expect(d.getByRole('heading', { name: 'Cliente e Orario' })).toBeVisible();
    await expect(button('Continua')).toBeDisabled();
    const search = d.getByRole('combobox', { name: 'Cerca cliente' });
    await tabTo(search);
    await userEvent.keyboard('347 123');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await expect(screen.getByRole('option', { name: /^Maria Rossi/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(search).toHaveValue('Maria Rossi');
    await tabTo(button('Continua'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(d.getByRole('heading', { name: 'Servizi e Operatori' })).toHaveFocus(),
    );
    await tabTo(button(/Servizio 1$/));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: /^Colore/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(button(/Servizio 1$/)).toHaveTextContent('Taglio donna');
    // Maria's own duration for the cut (60 instead of 45 minutes), once her durations arrive.
    await waitFor(() =>
      expect(d.getByRole('textbox', { name: 'Durata servizio 1 (min)' })).toHaveValue('60'),
    );
    await expect(await d.findByText('Durata personalizzata del cliente')).toBeVisible();
    await expect(button(/Operatore 1$/)).toHaveTextContent('Giulia');
    await tabTo(button('Continua'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(d.getByRole('heading', { name: 'Conferma' })).toHaveFocus());
    await expect(d.getByText('Maria Rossi')).toBeVisible();
    await expect(d.getByText('11/03/2026 09:30 – 10:30')).toBeVisible();
    await tabTo(d.getByRole('textbox', { name: 'Note' }));
    await userEvent.keyboard('Prima visita');
    await expect(d.getByRole('textbox', { name: 'Note' })).toHaveAttribute('rows', '3');
    await tabTo(button('Crea Appuntamento'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onCreated).toHaveBeenCalledWith({
        clientId: 1,
        isNewClient: false,
        appointmentIds: [101],
      }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // Disabled while saving, the button gets the keyboard focus back once saving ends.
    await waitFor(() => expect(button('Crea Appuntamento')).toHaveFocus());
  },
};

export const NuovoClienteEScheda: Story = {
  parameters: {
    msw: [
      ...catalogue,
      ...availability,
      created,
      http.post('/clients', ({ response }) =>
        response(201).json({
          id: 77,
          name: 'Lucia Neri',
          phoneNumber: '+39333123456',
          email: null,
          notes: null,
          createdAt: '2026-03-11T08:00:00Z',
        }),
      ),
    ],
  },
  play: async ({ args }) => {
    const d = within(await wizard());
    await userEvent.click(d.getByRole('tab', { name: 'Nuovo cliente' }));
    await userEvent.type(d.getByRole('textbox', { name: /^Nome/ }), 'x');
    await userEvent.clear(d.getByRole('textbox', { name: /^Nome/ }));
    await expect(d.getByText('Inserisci il nome del cliente')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /^Nome/ }), 'Lucia Neri');
    const phone = d.getByRole('textbox', { name: 'Numero' });
    await userEvent.type(phone, '33312');
    await expect(d.getByText('Il numero deve essere di almeno 6 cifre')).toBeVisible();
    await expect(button('Continua')).toBeDisabled();
    await userEvent.type(phone, 'a3456');
    await expect(phone).toHaveValue('333123456');
    await expect(d.queryByText('Il numero deve essere di almeno 6 cifre')).toBeNull();
    await userEvent.click(button('Continua'));
    await pick('Servizio 1', /^Colore/);
    await userEvent.click(button(/Operatore 1$/));
    await expect(screen.getByRole('option', { name: /^Marco/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(screen.getByRole('option', { name: /^Marco/ })).toHaveTextContent(
      'non esegue il servizio',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(button('Continua'));
    await userEvent.click(button('Crea Appuntamento'));
    const success = await screen.findByRole('dialog', { name: 'Appuntamento creato' });
    await expect(args.onCreated).toHaveBeenCalledWith({
      clientId: 77,
      isNewClient: true,
      appointmentIds: [101],
    });
    await userEvent.click(within(success).getByRole('button', { name: 'Vai alla scheda cliente' }));
    await expect(await screen.findByText('Pagina /cliente/77')).toBeVisible();
  },
};

export const ConflittoOperatoreBlocca: Story = {
  play: async () => {
    await chooseMaria();
    const d = within(await wizard());
    await pick('Servizio 1', /^Colore/);
    await userEvent.click(button('Aggiungi servizio'));
    await pick('Servizio 2', /^Piega/);
    await pick('Operatore 2', /^Giulia/);
    await expect(d.getByText(/Operatore con più servizi/)).toBeVisible();
    await userEvent.click(d.getByRole('checkbox', { name: 'In parallelo al servizio 1' }));
    await userEvent.click(button('Continua'));
    const checks = d.getByRole('list', { name: 'Controlli' });
    await expect(within(checks).getByText(/Conflitto operatore/)).toBeVisible();
    await expect(button('Crea Appuntamento')).toBeDisabled();
    await userEvent.click(button('Indietro'));
    await expect(button(/Servizio 2$/)).toHaveTextContent('Piega');
    await pick('Operatore 2', /^Marco/);
    await userEvent.click(button('Continua'));
    await expect(d.queryByText(/Conflitto operatore/)).toBeNull();
    await expect(button('Crea Appuntamento')).toBeEnabled();
  },
};

export const AttesaLungaAvvisa: Story = {
  play: async () => {
    await chooseMaria();
    const d = within(await wizard());
    await pick('Servizio 1', /^Taglio donna/);
    await userEvent.click(button('Aggiungi servizio'));
    await pick('Servizio 2', /^Piega/);
    await pick('Operatore 2', /^Marco/);
    const gap = d.getByRole('textbox', { name: 'Attesa prima del servizio 2 (min)' });
    await userEvent.clear(gap);
    await userEvent.type(gap, '70');
    await userEvent.tab();
    await userEvent.click(button('Continua'));
    await expect(d.getByText(/Attenzione: Attesa lunga|Attesa lunga/)).toBeVisible();
    await expect(button('Crea Appuntamento')).toBeEnabled();
  },
};

export const RifiutoConAlternative: Story = {
  parameters: {
    msw: [
      ...catalogue,
      ...availability,
      http.post('/appointments/multi-operator', ({ response }) =>
        response(409).json({
          message: 'Operator already has an appointment at this time',
          code: 'SLOT_TAKEN',
        }),
      ),
      http.get('/appointments/availability/next-slot', ({ response }) =>
        response(200).json({
          startTime: '2026-03-11T11:00:00',
          endTime: '2026-03-11T12:00:00',
          hairdresserId: 1,
          hairdresserName: 'Giulia',
          overtime: false,
        }),
      ),
      http.get('/appointments/availability/alternatives', ({ response }) =>
        response(200).json([
          {
            startTime: '2026-03-11T11:00:00',
            endTime: '2026-03-11T12:00:00',
            hairdresserId: 1,
            hairdresserName: 'Giulia',
            sameOperator: true,
            minutesFromRequested: 90,
          },
          {
            startTime: '2026-03-11T14:00:00',
            endTime: '2026-03-11T15:00:00',
            hairdresserId: 1,
            hairdresserName: 'Giulia',
            sameOperator: true,
            minutesFromRequested: 270,
          },
        ]),
      ),
    ],
  },
  play: async ({ args }) => {
    await chooseMaria();
    const d = within(await wizard());
    await pick('Servizio 1', /^Colore/);
    await userEvent.click(button('Continua'));
    await userEvent.type(d.getByRole('textbox', { name: 'Note' }), 'Da richiamare');
    await userEvent.click(button('Crea Appuntamento'));
    // The refusal stays in step 3, in Italian, with where the plan would fit: no error dialog.
    const refusal = await d.findByRole('region', { name: 'Operatore non disponibile' });
    await expect(within(refusal).getByRole('alert')).toHaveTextContent(
      "L'operatore ha già un appuntamento in questo orario.",
    );
    await expect(screen.queryByText(/Errore HTTP/)).toBeNull();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    const next = await within(refusal).findByRole('button', {
      name: 'Primo libero: mer 11 mar, 11:00 · Giulia',
    });
    await expect(
      await within(refusal).findByRole('button', { name: 'mer 11 mar, 14:00 · Giulia' }),
    ).toBeVisible();
    await userEvent.click(next);
    await expect(d.queryByRole('region', { name: 'Operatore non disponibile' })).toBeNull();
    await expect(d.getByText('11/03/2026 11:00 – 12:00')).toBeVisible();
    await expect(d.getByRole('textbox', { name: 'Note' })).toHaveValue('Da richiamare');
    await expect(button('Crea Appuntamento')).toBeEnabled();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};
