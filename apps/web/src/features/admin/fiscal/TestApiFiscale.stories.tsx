import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import { adminFiscalHandlers, newFiscalTestDesk } from '../../../testing/handlers/admin-fiscal.ts';

const desk = newFiscalTestDesk();

const meta = {
  title: 'Schermate/Test API fiscale',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: adminFiscalHandlers(desk) },
  args: { path: '/admin/fiskaly-testing', auth: accessSubject },
  beforeEach: () => {
    Object.assign(desk, newFiscalTestDesk());
    signInForStory({ role: 'ADMIN' });
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const press = async (name: string) => userEvent.click(await screen.findByRole('button', { name }));
const exchange = async (call: string) =>
  within(await screen.findByRole('article', { name: `Esito: ${call}` }));

export const Pagina: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Test API fiscale' }),
    ).toBeVisible();
    await expect(screen.getByText(/Premi «Prova connessione» per sapere/)).toBeVisible();
    // The void needs a test document first.
    await expect(screen.getByRole('button', { name: 'Annulla scontrino di prova' })).toBeDisabled();
  },
};

export const ProvaConnessione: Story = {
  play: async () => {
    await press('Prova connessione');
    await expect(await screen.findByText(/Servizio configurato: Simulatore fiscale/)).toBeVisible();
    const result = await exchange('Prova connessione');
    await expect(result.getByText('Riuscito')).toBeVisible();
    const request = result.getByRole('region', { name: 'Richiesta inviata: Prova connessione' });
    await expect(request).toHaveTextContent('"simulator": "checkConnection"');
    // The raw JSON scrolls in its own box, by keyboard too.
    await expect(request).toHaveAttribute('tabindex', '0');
    await expect(
      result.getByRole('region', { name: 'Risposta ricevuta: Prova connessione' }),
    ).toHaveTextContent('"ok": true');
  },
};

export const ScontrinoEAnnullo: Story = {
  play: async () => {
    await press('Scontrino di prova');
    const receipt = await exchange('Scontrino di prova');
    await expect(await receipt.findByText('Documento di prova emesso: 0001-0003')).toBeVisible();
    await expect(receipt.getByText('5b1f7c2e-8d3a-4f60-9b1e-2c4d6f8a0b13')).toBeVisible();
    await expect(receipt.getByText('19/11/2026 10:45')).toBeVisible();
    await expect(
      receipt.getByRole('region', { name: 'Risposta ricevuta: Scontrino di prova' }),
    ).toHaveTextContent('"state": "COMPLETED"');
    // By keyboard: the void is enabled now and voids that very document.
    const voidButton = screen.getByRole('button', { name: 'Annulla scontrino di prova' });
    await waitFor(() => expect(voidButton).toBeEnabled());
    voidButton.focus();
    await userEvent.keyboard('{Enter}');
    const voided = await exchange('Annulla scontrino di prova');
    await expect(await voided.findByText('0001-0004')).toBeVisible();
    // The button keeps the focus it was pressed with (it is not disabled under it).
    await expect(voidButton).toHaveFocus();
    await expect(desk.voided).toEqual([
      { providerId: '5b1f7c2e-8d3a-4f60-9b1e-2c4d6f8a0b13', number: '0001-0003' },
    ]);
  },
};

export const FiskalySenzaSegreti: Story = {
  beforeEach: () => {
    desk.provider = 'fiskaly';
  },
  play: async () => {
    await press('Prova connessione');
    await expect(await screen.findByText('Servizio configurato: fiskaly SIGN IT.')).toBeVisible();
    const result = await exchange('Prova connessione');
    const request = result.getByRole('region', { name: 'Richiesta inviata: Prova connessione' });
    const response = result.getByRole('region', { name: 'Risposta ricevuta: Prova connessione' });
    // Credentials are named but never shown.
    await expect(request).toHaveTextContent('"api_key": "••• nascosto •••"');
    await expect(request).not.toHaveTextContent('key_live_8f2a');
    await expect(request).not.toHaveTextContent('secret_c41d');
    await expect(response).not.toHaveTextContent('eyJhbGciOiJIUzI1NiJ9');
    await expect(response).toHaveTextContent('"expires_in": 86400');
  },
};

export const ServizioNonRaggiungibile: Story = {
  beforeEach: () => {
    desk.down = true;
  },
  play: async () => {
    await press('Scontrino di prova');
    const result = await exchange('Scontrino di prova');
    await expect(await result.findByText('Non riuscito')).toBeVisible();
    await expect(
      result.getByText('Il servizio fiscale non è raggiungibile: riprova più tardi'),
    ).toBeVisible();
    await expect(
      result.getByRole('region', { name: 'Risposta ricevuta: Scontrino di prova' }),
    ).toHaveTextContent('ECONNREFUSED');
    await expect(screen.getByRole('button', { name: 'Annulla scontrino di prova' })).toBeDisabled();
  },
};

export const ErroreDelServer: Story = {
  beforeEach: () => {
    desk.broken = true;
  },
  play: async () => {
    await press('Prova connessione');
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Si è verificato un errore sul server. Riprova tra qualche istante.',
    );
    await expect(screen.queryByRole('article')).toBeNull();
  },
};
