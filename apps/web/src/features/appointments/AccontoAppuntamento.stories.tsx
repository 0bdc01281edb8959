import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { OUTCOME_MESSAGES } from '@agendina/scheduling';
import { signInForStory } from '../../testing/StoryApp.tsx';
import {
  keptDeposit,
  onlineVisit,
  paidDeposit,
  refundedDeposit,
} from '../../testing/fixtures/deposits.ts';
import { depositHandlers, newDepositDesk } from '../../testing/handlers/deposits.ts';
import { DetailsDialogStory as DialogStory } from './details-dialog-story.tsx';

// The deposit of a visit booked online in its detail (issue #35): paid, kept by the policy,
// refunded, and the time held while the client pays.
const meta = {
  title: 'Schermate/Appuntamenti/DettagliAppuntamento/Acconto',
  component: DialogStory,
  args: { appointmentId: 41, onOpenChange: fn(), onChanged: fn() },
  beforeEach: () => signInForStory({ digitalCashEnabled: true }),
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Dettagli appuntamento' });

/** Intl writes «10,00 €» with a no-break space: a regular expression reads both. */
const euro = (text: string) => new RegExp(text.replace(/ €/g, '\\s€').replace(/\?/g, '\\?'));

const paid = newDepositDesk(onlineVisit(paidDeposit));

/** Paid online: the amount and when; «Rimborsa» asks first, then the detail says it went back. */
export const AccontoPagato: Story = {
  beforeEach: () => {
    Object.assign(paid, newDepositDesk(onlineVisit(paidDeposit)));
  },
  parameters: { msw: depositHandlers(paid) },
  play: async () => {
    const d = within(await dialog());
    await expect(
      await d.findByText(euro('Acconto 10,00 € · pagato online il 20/11/2026 10:12')),
    ).toBeVisible();
    await expect(d.queryByText(/Trattenuto secondo la politica/)).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Rimborsa' }));
    const ask = await screen.findByRole('alertdialog', {
      name: euro('Rimborsare 10,00 € al cliente?'),
    });
    await userEvent.type(
      within(ask).getByRole('textbox', { name: 'Nota (facoltativa)' }),
      'Il salone ha chiuso per malattia',
    );
    await userEvent.click(within(ask).getByRole('button', { name: euro('Rimborsa 10,00 €') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(paid.refunds).toEqual([{ id: 12, note: 'Il salone ha chiuso per malattia' }]);
    // The visit is read again: refunded, and nothing more to give back.
    await expect(await d.findByText(euro('Rimborsato 10,00 € il 19/11/2026 10:31'))).toBeVisible();
    await expect(d.getByText(euro('Acconto rimborsato: 10,00 € al cliente.'))).toBeVisible();
    await expect(d.queryByRole('button', { name: 'Rimborsa' })).toBeNull();
  },
};

const kept = newDepositDesk(
  onlineVisit(keptDeposit, {
    dateTime: '2026-11-18T10:00:00',
    endTime: '2026-11-18T11:00:00',
    status: 'NO_SHOW',
  }),
);

/**
 * A no-show: the policy keeps the deposit, and the staff may still give it back; meanwhile the
 * desk refunded it elsewhere, and the server's refusal is said in the dialog.
 */
export const TrattenutoDallaPolitica: Story = {
  beforeEach: () => {
    Object.assign(
      kept,
      newDepositDesk(
        onlineVisit(keptDeposit, {
          dateTime: '2026-11-18T10:00:00',
          endTime: '2026-11-18T11:00:00',
          status: 'NO_SHOW',
        }),
      ),
    );
    kept.refuseNextRefund = {
      message: 'Questo acconto è già stato rimborsato.',
      code: 'DEPOSIT_NOT_REFUNDABLE',
    };
  },
  parameters: { msw: depositHandlers(kept) },
  play: async () => {
    const d = within(await dialog());
    await expect(await d.findByText(euro('Trattenuto secondo la politica: 10,00 €'))).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Rimborsa' }));
    const ask = within(
      await screen.findByRole('alertdialog', { name: euro('Rimborsare 10,00 € al cliente?') }),
    );
    await expect(
      ask.getByText(euro('Secondo la politica il salone potrebbe trattenere 10,00 €')),
    ).toBeVisible();
    await userEvent.click(ask.getByRole('button', { name: euro('Rimborsa 10,00 €') }));
    await expect(await ask.findByRole('alert')).toHaveTextContent(
      'Questo acconto è già stato rimborsato.',
    );
    await expect(kept.refunds).toEqual([]);
  },
};

const refunded = newDepositDesk(onlineVisit(refundedDeposit, { status: 'CANCELLED' }));

/** Given back already: when and how much, and no button. */
export const Rimborsato: Story = {
  parameters: { msw: depositHandlers(refunded) },
  play: async () => {
    const d = within(await dialog());
    await expect(await d.findByText(euro('Rimborsato 10,00 € il 21/11/2026 11:00'))).toBeVisible();
    await expect(d.queryByRole('button', { name: 'Rimborsa' })).toBeNull();
  },
};

const held = newDepositDesk(
  onlineVisit(
    { ...paidDeposit, state: 'PENDING', paidAt: null, canRefund: false },
    {
      status: 'HELD',
    },
  ),
);

/** The booking page holds the time while the client pays: «Acconto in attesa», nothing to do. */
export const AccontoInAttesa: Story = {
  parameters: { msw: depositHandlers(held) },
  play: async () => {
    const d = within(await dialog());
    await expect(await d.findByText('Acconto in attesa')).toBeVisible();
    await expect(d.getByText(euro('Acconto 10,00 € · in attesa di pagamento'))).toBeVisible();
    await expect(d.getByText(`${OUTCOME_MESSAGES.CANCEL_HELD}.`)).toBeVisible();
    for (const name of [
      'Elimina appuntamento',
      'Sposta',
      'Modifica appuntamento',
      'Cancella appuntamento',
      'Rimborsa',
    ])
      await expect(d.queryByRole('button', { name })).toBeNull();
    await expect(d.queryByRole('group', { name: 'Azioni sullo stato' })).toBeNull();
  },
};
