import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Temporal } from 'temporal-polyfill';
import { http } from '../../testing/api-mocks.ts';
import { BookClientButton } from './BookClientButton.tsx';
import { BookRequestButton } from './BookRequestButton.tsx';
import { BookingLauncherProvider } from './BookingLauncher.tsx';
import { NewAppointmentButton } from './NewAppointmentButton.tsx';
import { StoryHarness } from './story-support.tsx';
import { availability, button, catalogue, pick, wizard } from './wizard-story-support.tsx';

/** The ways in: the dashboard's button, a client's card, a WhatsApp request. */
function EntryPoints() {
  return (
    <StoryHarness>
      <BookingLauncherProvider>
        <NewAppointmentButton date={Temporal.PlainDate.from('2026-11-20')} />
        <BookClientButton client={{ id: 3, name: 'Anna Verdi' }} />
        <BookRequestButton
          aria-label="Prenota la richiesta WhatsApp"
          client={null}
          conversation={{
            id: 40,
            clientId: 1,
            clientName: 'Maria Rossi',
            clientPhoneNumber: '+393471234567',
            services: ['taglio donna'],
            hairdresserName: 'Marco',
            preferredDateTime: '2026-11-21T15:30:00',
          }}
        />
      </BookingLauncherProvider>
    </StoryHarness>
  );
}

const meta = {
  title: 'Schermate/Prenotazione/PrenotaDaOvunque',
  component: EntryPoints,
  parameters: {
    msw: [
      ...catalogue,
      ...availability,
      http.get('/clients/{id}/scheduling-preferences', ({ response }) =>
        response(200).json({
          clientId: 3,
          preferredHairdresserId: 2,
          preferredHairdresserName: 'Marco',
          preferredDays: [],
          preferredTimeBand: 'ANY',
          notes: null,
        }),
      ),
    ],
  },
} satisfies Meta<typeof EntryPoints>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DallaSchedaCliente: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Prenota' }));
    const d = within(await wizard());
    await expect(d.getByRole('combobox', { name: 'Cerca cliente' })).toHaveValue('Anna Verdi');
    await userEvent.click(button('Continua'));
    await expect(await d.findByRole('heading', { name: 'Servizi e Operatori' })).toBeVisible();
    await pick('Servizio 1', /^Piega/);
    // The card's preferred operator.
    await expect(button(/Operatore 1$/)).toHaveTextContent('Marco');
    // Where the shot leaves focus, said once: under a CI run's load React Aria's focus restore
    // after the list closed sometimes landed on the dialog instead (2 runs of 2; noted on #33).
    button(/Servizio 1$/).focus();
  },
};

export const DallaConversazione: Story = {
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Prenota la richiesta WhatsApp' }),
    );
    const d = within(await wizard());
    await expect(d.getByRole('combobox', { name: 'Cerca cliente' })).toHaveValue('Maria Rossi');
    await expect(button(/Ora$/)).toHaveTextContent('15:30');
    await userEvent.click(button('Continua'));
    await expect(button(/Servizio 1$/)).toHaveTextContent('Taglio donna');
    await expect(button(/Operatore 1$/)).toHaveTextContent('Marco');
  },
};

export const NuovoAppuntamentoDallaDashboard: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Nuovo appuntamento' }));
    const d = within(await wizard());
    // Another day than today: from the salon's opening (Friday 09:00).
    await expect(button(/Ora$/)).toHaveTextContent('09:00');
    await expect(d.getByText('Aperto 09:00–19:00')).toBeVisible();
  },
};
