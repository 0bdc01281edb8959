import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signInForStory } from '../../testing/StoryApp.tsx';
import { http } from '../../testing/api-mocks.ts';
import { clientPage, storyClients } from './fixtures.ts';

const listClients = http.get('/clients', ({ response }) =>
  response(200).json(clientPage(storyClients)),
);

const meta = {
  title: 'Schermate/Archivio clienti',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: [listClients] },
  args: { path: '/database-clienti', auth: accessSubject },
  beforeEach: () => signInForStory(),
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => screen.findByRole('grid', { name: 'Archivio clienti' });

export const Ricerca: Story = {
  play: async () => {
    const t = within(await table());
    await expect(t.getByRole('link', { name: 'Anna Bianchi' })).toHaveAttribute(
      'href',
      '/cliente/1',
    );
    // Issue #19: each number calls the client, or opens a WhatsApp chat.
    await expect(
      t.getByRole('link', { name: 'Chiama Anna Bianchi al +393471234567' }),
    ).toHaveAttribute('href', 'tel:+393471234567');
    await expect(
      t.getByRole('link', { name: 'Scrivi su WhatsApp a Anna Bianchi' }),
    ).toHaveAttribute('href', 'https://wa.me/393471234567');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca cliente' }), '333 987');
    await waitFor(() => expect(t.queryByText('Anna Bianchi')).toBeNull());
    await expect(t.getByRole('link', { name: 'Marco Verdi' })).toBeVisible();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Cerca cliente' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca cliente' }), 'sofia.russo@');
    await waitFor(() => expect(t.queryByText('Marco Verdi')).toBeNull());
    await expect(t.getByRole('link', { name: 'Sofia Russo' })).toBeVisible();
  },
};

export const NuovoClienteTelefonoDuplicato: Story = {
  parameters: {
    msw: [
      listClients,
      http.post('/clients', ({ response }) =>
        response(409).json({
          message: 'Esiste già un cliente con questo numero di telefono',
          code: 'DUPLICATE_PHONE_NUMBER',
        }),
      ),
    ],
  },
  play: async () => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nuovo cliente' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuovo cliente' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Nome/ }), 'Luca Neri');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Numero' }), '3471234567');
    await userEvent.click(dialog.getByRole('button', { name: 'Crea cliente' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Numero di telefono duplicato',
    );
    await expect(dialog.getByRole('textbox', { name: /Nome/ })).toHaveValue('Luca Neri');
    await expect(dialog.getByRole('textbox', { name: 'Numero' })).toHaveValue('3471234567');
  },
};

export const ModificaEElimina: Story = {
  parameters: {
    msw: [
      listClients,
      http.put('/clients/{id}', async ({ request, response }) => {
        const body = await request.json();
        return response(200).json({ ...storyClients[1]!, ...body, id: 2 } as never);
      }),
      http.delete('/clients/{id}', ({ response }) =>
        response(200).json({ success: true, message: 'Cliente eliminato', deletedCount: 1 }),
      ),
    ],
  },
  play: async () => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Modifica Marco Verdi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifica cliente' }));
    await expect(dialog.getByRole('textbox', { name: 'Numero' })).toHaveValue('3339876543');
    await userEvent.click(dialog.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Elimina Anna Bianchi' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Eliminare il cliente?' }),
    );
    await expect(confirm.getByText(/Anna Bianchi sarà eliminato/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
