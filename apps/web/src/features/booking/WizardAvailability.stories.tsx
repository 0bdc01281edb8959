import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
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

/** Live availability in the wizard (issue #19): free times, marked operators, total, prefill. */
const meta = {
  title: 'Schermate/Prenotazione/DisponibilitaEPrezzo',
  component: WizardStory,
  args: { onCreated: fn(), onOpenChange: fn() },
  parameters: { msw: [...catalogue, ...availability, created] },
} satisfies Meta<typeof WizardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrariLiberiDelGiorno: Story = {
  play: async () => {
    const d = within(await wizard());
    await expect(await d.findByText('Aperto 09:00–19:00')).toBeVisible();
    const times = await d.findByRole('radiogroup', { name: 'Orari liberi' });
    // Before any service: the salon's shortest, and the pressed column's operator.
    await expect(times).toHaveAccessibleDescription(
      'Inizi possibili per il servizio più breve, Piega (30 min), di Giulia.',
    );
    const radios = within(times).getAllByRole('radio');
    await expect(radios.map((r) => r.getAttribute('value'))).toEqual(['540', '660', '690']);
    // Keyboard: one Tab stop, arrows move, the choice fills "Ora".
    await tabTo(within(times).getByRole('radio', { name: '09:00' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(times).getByRole('radio', { name: '11:00' })).toBeChecked();
    await expect(button(/Ora$/)).toHaveTextContent('11:00');
  },
};

export const OperatoriSegnalati: Story = {
  play: async () => {
    await chooseMaria();
    const d = within(await wizard());
    await pick('Servizio 1', /^Colore/);
    // Giulia, pressed in the calendar, has a visit at 09:30: marked, still selectable.
    await expect(
      await d.findByText("Attenzione: Giulia risulta occupato a quest'ora."),
    ).toBeVisible();
    await userEvent.click(button(/Operatore 1$/));
    // The reason is part of each option's accessible name.
    await expect(
      await screen.findByRole('option', { name: 'Giulia (occupato)' }),
    ).not.toHaveAttribute('aria-disabled');
    await expect(
      screen.getByRole('option', { name: 'Marco (non esegue il servizio)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    // The server has the last word: a refusal then offers other times (RifiutoConAlternative).
    await expect(button('Continua')).toBeEnabled();
  },
};

export const PrezzoTotale: Story = {
  play: async () => {
    await chooseMaria();
    const d = within(await wizard());
    await pick('Servizio 1', /^Taglio donna/);
    await userEvent.click(button('Aggiungi servizio'));
    await pick('Servizio 2', /^Piega/);
    await pick('Operatore 2', /^Marco/);
    await userEvent.click(button('Continua'));
    const summary = d.getByRole('region', { name: 'Riepilogo' });
    await expect(within(summary).getByText('Prezzo totale')).toBeVisible();
    await expect(within(summary).getByText('60,00 €')).toBeVisible();
  },
};

export const ApertoConPrefill: Story = {
  args: { prefill: { client: { id: 3, name: 'Anna Verdi' }, serviceIds: [12] } },
  play: async () => {
    const d = within(await wizard());
    await expect(d.getByRole('combobox', { name: 'Cerca cliente' })).toHaveValue('Anna Verdi');
    // The times are for the requested service from the start.
    await expect(
      await d.findByRole('radiogroup', { name: 'Orari liberi' }),
    ).toHaveAccessibleDescription('Inizi possibili per Taglio donna (45 min), di Giulia.');
    await userEvent.click(button('Continua'));
    await expect(button(/Servizio 1$/)).toHaveTextContent('Taglio donna');
    await expect(button(/Operatore 1$/)).toHaveTextContent('Giulia');
  },
};
