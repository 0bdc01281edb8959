import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { stubClipboard } from '@agendina/ui/testing';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import { settledMessage } from '../../../testing/settled-message.ts';
import { http } from '../../../testing/api-mocks.ts';
import { adminSalonHandlers, newAdminDesk } from '../../../testing/handlers/admin-salons.ts';

const desk = newAdminDesk();
const fresh = newAdminDesk();
const jobs = http.get('/admin/jobs', ({ response }) => response(200).json([]));
let written: string[] = [];

const meta = {
  title: 'Schermate/Admin inviti',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: [jobs, ...adminSalonHandlers(desk)] },
  args: { path: '/admin', auth: accessSubject },
  beforeEach: () => {
    desk.tokens = [...fresh.tokens];
    desk.tokensCreated = [];
    written = stubClipboard(true);
    signInForStory({ role: 'ADMIN' });
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const invites = () => screen.findByRole('list', { name: 'Inviti' });

export const Inviti: Story = {
  play: async () => {
    const items = within(await invites()).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Salone Aurora, Bologna');
    await expect(items[0]).toHaveTextContent('aurora@example.it');
    await expect(items[0]).toHaveTextContent('Scade il 26/11/2026 10:00');
    await expect(items[0]).toHaveTextContent('Valida');
    await expect(items[1]).toHaveTextContent('Usato il 14/11/2026 12:30');
    await expect(items[1]).toHaveTextContent('Usata');
    await expect(items[2]).toHaveTextContent('studio@example.it');
    await expect(items[2]).toHaveTextContent('Scaduta');
    // Only a valid invitation has a link worth copying.
    await expect(within(items[1]!).queryByRole('button', { name: /Copia link/ })).toBeNull();
  },
};

export const CopiaLink: Story = {
  play: async () => {
    await invites();
    await userEvent.click(
      screen.getByRole('button', { name: 'Copia link: Salone Aurora, Bologna' }),
    );
    await expect(await screen.findByText('Link copiato')).toBeVisible();
    await expect(written).toEqual([
      `${window.location.origin}/signup?token=Qm9uZ2lvcm5vX2ludml0b19hdXJvcmE`,
    ]);
  },
};

export const CopiaLinkSenzaAppunti: Story = {
  beforeEach: () => {
    stubClipboard(false);
  },
  play: async () => {
    await invites();
    await userEvent.click(
      screen.getByRole('button', { name: 'Copia link: Salone Aurora, Bologna' }),
    );
    const field = await screen.findByRole<HTMLInputElement>('textbox', {
      name: 'Link di invito: Salone Aurora, Bologna',
    });
    await expect(field).toHaveValue(
      `${window.location.origin}/signup?token=Qm9uZ2lvcm5vX2ludml0b19hdXJvcmE`,
    );
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field.selectionEnd).toBe(field.value.length);
  },
};

export const GeneraInvito: Story = {
  play: async () => {
    await invites();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'E-mail del salone (facoltativa)' }),
      'sole@example.it',
    );
    const days = screen.getByRole('textbox', { name: 'Scadenza in giorni' });
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Nota (facoltativa)' }),
      'Salone Sole',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Genera invito' }));
    await expect(await screen.findByText('Invito generato')).toBeVisible();
    await expect(desk.tokensCreated).toEqual([
      { note: 'Salone Sole', email: 'sole@example.it', expiresInDays: 30 },
    ]);
    await waitFor(async () =>
      expect(within(await invites()).getAllByRole('listitem')[0]).toHaveTextContent('Salone Sole'),
    );
    // The form is empty again, ready for the next one.
    await expect(screen.getByRole('textbox', { name: 'Nota (facoltativa)' })).toHaveValue('');
    await settledMessage('Invito generato');
  },
};

export const ErroriDelModulo: Story = {
  play: async () => {
    await invites();
    const email = screen.getByRole('textbox', { name: 'E-mail del salone (facoltativa)' });
    await userEvent.type(email, 'sole@');
    const days = screen.getByRole('textbox', { name: 'Scadenza in giorni' });
    await userEvent.clear(days);
    await userEvent.click(screen.getByRole('button', { name: 'Genera invito' }));
    await expect(await screen.findByText('Indirizzo e-mail non valido')).toBeVisible();
    await expect(screen.getByText('Indica una scadenza da 1 a 90 giorni')).toBeVisible();
    await expect(desk.tokensCreated).toEqual([]);
    await expect(email).toHaveValue('sole@');
  },
};

export const RifiutatoDalServer: Story = {
  parameters: {
    msw: [
      jobs,
      http.post('/admin/signup-tokens', ({ response }) =>
        response(400).json({
          message: 'Richiesta non valida',
          code: 'VALIDATION_FAILED',
          errors: ['email: dominio non raggiungibile'],
        }),
      ),
      ...adminSalonHandlers(desk),
    ],
  },
  play: async () => {
    await invites();
    const note = screen.getByRole('textbox', { name: 'Nota (facoltativa)' });
    await userEvent.type(note, 'Salone Sole');
    await userEvent.click(screen.getByRole('button', { name: 'Genera invito' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'email: dominio non raggiungibile',
    );
    // Nothing typed is lost.
    await expect(note).toHaveValue('Salone Sole');
  },
};
