import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import { http, type Schemas } from '../../../testing/api-mocks.ts';
import { storyOpeningHours } from '../../../features/operators/fixtures.ts';

const user: Schemas['CurrentUser'] = {
  id: 1,
  email: 'giulia@salone-demo.it',
  name: 'Salone Bellavista',
  role: 'USER',
  businessType: 'PARRUCCHIERE',
  digitalCashEnabled: true,
  hasDigitalCashAccess: true,
  address: 'Via Roma 1, Milano',
  phoneNumber: '+390212345678',
  vatNumber: null,
  fiscalCode: null,
  openingHours: storyOpeningHours,
  emailVerified: true,
  createdAt: '2026-01-01T09:00:00Z',
};

let patched: Schemas['UpdateCurrentUserRequest'][] = [];
let hoursSent: string[] = [];

const handlers = [
  http.get('/users/me', ({ response }) => response(200).json(user)),
  http.patch('/users/me', async ({ request, response }) => {
    const body = await request.json();
    patched.push(body);
    return response(200).json({ ...user, ...body } as Schemas['CurrentUser']);
  }),
  http.patch('/users/me/opening-hours', async ({ request, response }) => {
    const { openingHours } = await request.json();
    hoursSent.push(openingHours);
    return response(200).json({ ...user, openingHours });
  }),
];

const meta = {
  title: 'Schermate/Salone',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: handlers },
  args: { path: '/salone', auth: accessSubject },
  beforeEach: () => {
    signInForStory();
    localStorage.removeItem('agendina_dashboard_cash_card');
    localStorage.removeItem('agendina_dashboard_warehouse_card');
    patched = [];
    hoursSent = [];
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartitaIva: Story = {
  play: async () => {
    const vat = await screen.findByRole('textbox', { name: 'Partita IVA' });
    await userEvent.type(vat, '00905811007');
    await userEvent.click(screen.getByRole('button', { name: 'Salva profilo' }));
    await expect(screen.getByText('Partita IVA non valida')).toBeVisible();
    await expect(patched).toEqual([]);
    await userEvent.clear(vat);
    await userEvent.type(vat, '00905811006');
    await userEvent.click(screen.getByRole('button', { name: 'Salva profilo' }));
    await expect(await screen.findByText('Profilo salvato')).toBeVisible();
    await expect(patched[0]).toEqual(
      expect.objectContaining({ vatNumber: '00905811006', phoneNumber: '+390212345678' }),
    );
  },
};

export const OrariDiApertura: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi fascia a Lunedì' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva orari' }));
    await expect(await screen.findByText('Orari salvati')).toBeVisible();
    await expect(JSON.parse(hoursSent[0]!).monday).toEqual([['09:00', '19:00']]);
  },
};

export const SchedeDashboard: Story = {
  play: async () => {
    const cash = await screen.findByRole('switch', { name: 'Mostra la scheda Cassa' });
    await expect(cash).toBeChecked();
    await userEvent.click(cash);
    await waitFor(() => expect(localStorage.getItem('agendina_dashboard_cash_card')).toBe('false'));
    await expect(cash).not.toBeChecked();
  },
};

export const DisattivaAccount: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Disattiva account' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: "Disattivare l'account?" }),
    );
    await expect(
      dialog.getByText(/Perderai l'accesso all'agenda, all'archivio clienti/),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Annulla' }));
  },
};
