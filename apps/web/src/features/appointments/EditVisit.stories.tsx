import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { http } from '../../testing/api-mocks.ts';
import { signInForStory } from '../../testing/StoryApp.tsx';
import { fixtureAppointment } from '../booking/story-support.tsx';
import { availability, catalogue } from '../booking/wizard-story-support.tsx';
import { DetailsDialogStory as DialogStory } from './details-dialog-story.tsx';

// Issue #19: «Modifica appuntamento» in the detail hands the visit to the wizard, prefilled; a visit that is
// over offers no «Modifica appuntamento».

const colore = fixtureAppointment({
  id: 31,
  appointmentGroupId: 'g31',
  serviceOrder: 1,
  groupSize: 2,
  isMultiOperator: true,
  notes: 'Tinta 6.4',
});
const taglio = fixtureAppointment({
  id: 32,
  appointmentGroupId: 'g31',
  serviceOrder: 2,
  groupSize: 2,
  isMultiOperator: true,
  service: 'Taglio donna',
  serviceId: 12,
  serviceIds: [12],
  hairdresserId: 2,
  hairdresserName: 'Marco',
  dateTime: '2026-03-11T10:50:00',
  endTime: '2026-03-11T11:20:00',
  durationMinutes: 30,
  notes: 'Tinta 6.4',
});

const visit = (status: 'BOOKED' | 'COMPLETED') => [
  http.get('/appointments/{id}', ({ response }) => response(200).json({ ...colore, status })),
  http.get('/appointments/group/{id}', ({ response }) =>
    response(200).json([colore, taglio].map((a) => ({ ...a, status }))),
  ),
];

const meta = {
  title: 'Schermate/Appuntamenti/ModificaDalDettaglio',
  component: DialogStory,
  args: { appointmentId: 31, onOpenChange: fn(), onChanged: fn() },
  beforeEach: () => signInForStory(),
  parameters: { msw: [...visit('BOOKED'), ...catalogue, ...availability] },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ApreIlWizardPrecompilato: Story = {
  play: async ({ args }) => {
    const details = within(await screen.findByRole('dialog', { name: 'Dettagli appuntamento' }));
    await userEvent.click(await details.findByRole('button', { name: 'Modifica appuntamento' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    const wizard = within(await screen.findByRole('dialog', { name: 'Modifica appuntamento' }));
    await expect(wizard.getByText('Maria Rossi')).toBeVisible();
    await userEvent.click(wizard.getByRole('button', { name: 'Continua' }));
    // The catalogue may still be on its way: the choice shows once it is there.
    await waitFor(() =>
      expect(wizard.getByRole('button', { name: /Servizio 2$/ })).toHaveTextContent('Taglio donna'),
    );
    await expect(wizard.getByRole('textbox', { name: 'Durata servizio 2 (min)' })).toHaveValue(
      '30',
    );
    await expect(
      wizard.getByRole('textbox', { name: 'Attesa prima del servizio 2 (min)' }),
    ).toHaveValue('20');
  },
};

export const VisitaConclusaSenzaModifica: Story = {
  parameters: { msw: [...visit('COMPLETED'), ...catalogue, ...availability] },
  play: async () => {
    const details = within(await screen.findByRole('dialog', { name: 'Dettagli appuntamento' }));
    await expect(await details.findByText('Tinta 6.4')).toBeVisible();
    await expect(details.queryByRole('button', { name: 'Modifica appuntamento' })).toBeNull();
  },
};
