import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import { adminAuditHandlers, newAuditDesk } from '../../../testing/handlers/admin-audit.ts';
import { adminSalonHandlers, newAdminDesk } from '../../../testing/handlers/admin-salons.ts';

const audit = newAuditDesk();
const desk = newAdminDesk();

const meta = {
  title: 'Schermate/Admin registro attività',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    msw: [...adminAuditHandlers(audit), ...adminSalonHandlers(desk)],
  },
  args: { path: '/admin/registro', auth: accessSubject },
  beforeEach: () => {
    Object.assign(audit, newAuditDesk());
    Object.assign(desk, newAdminDesk());
    signInForStory({ role: 'ADMIN' });
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const entries = async () =>
  within(await screen.findByRole('list', { name: 'Registro attività' })).getAllByRole('listitem');

export const Registro: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Registro attività' }),
    ).toBeVisible();
    const items = await entries();
    await expect(items).toHaveLength(4);
    // An act on a salon links to it; an invitation or a fiscal test is on none.
    await expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Salone Aurora' }),
    ).toBeVisible();
    await expect(items[1]).toHaveTextContent('Nessun salone');
    await expect(items[0]).toHaveTextContent('Attività rimessa in coda');
  },
};

export const FiltraPerAzioneEAmministratore: Story = {
  play: async () => {
    await entries();
    await userEvent.type(screen.getByRole('textbox', { name: /Amministratore/ }), 'supporto');
    await userEvent.click(screen.getByRole('button', { name: /Azione/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Scontrino fiscale di prova' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filtra' }));
    await waitFor(() =>
      expect(audit.asked.at(-1)).toMatchObject({
        actor: 'supporto',
        action: 'fiscal.testReceipt',
        page: '0',
      }),
    );
    await waitFor(async () => expect(await entries()).toHaveLength(1));
    await expect((await entries())[0]).toHaveTextContent('supporto@agendina.it');
  },
};

export const NessunaAttivita: Story = {
  beforeEach: () => {
    audit.entries = [];
  },
  play: async () => {
    await expect(await screen.findByText('Nessuna attività con questi filtri.')).toBeVisible();
  },
};
