import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@agendina/api';
import { ClientForm } from './ClientForm.tsx';

const meta = {
  title: 'Clienti/ClientForm',
  component: ClientForm,
  args: { submitLabel: 'Crea cliente', isSubmitting: false, failure: null, onSubmit: fn() },
} satisfies Meta<typeof ClientForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vuoto: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Crea cliente' }));
    await expect(c.getByText('Inserisci il nome del cliente')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MessaggiTelefono: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: /Nome/ }), 'Anna Bianchi');
    const phone = c.getByRole('textbox', { name: 'Numero' });
    await userEvent.type(phone, '12345');
    await userEvent.click(c.getByRole('button', { name: 'Crea cliente' }));
    await expect(c.getByText('Il numero deve essere di almeno 6 cifre')).toBeVisible();
    await userEvent.type(phone, '6789012345');
    await userEvent.click(c.getByRole('button', { name: 'Crea cliente' }));
    await expect(c.getByText('Il numero non può superare le 14 cifre')).toBeVisible();
    await userEvent.clear(phone);
    await userEvent.type(phone, '34712345678901');
    await userEvent.click(c.getByRole('button', { name: 'Crea cliente' }));
    await expect(c.getByText('Formato numero non valido')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmailNonValida: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: /Nome/ }), 'Anna');
    await userEvent.type(c.getByRole('textbox', { name: 'E-mail' }), 'anna@');
    await userEvent.click(c.getByRole('button', { name: 'Crea cliente' }));
    await expect(c.getByText('Indirizzo e-mail non valido')).toBeVisible();
  },
};

export const Valido: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: /Nome/ }), 'Anna Bianchi');
    await userEvent.type(c.getByRole('textbox', { name: 'Numero' }), '3471234567');
    await userEvent.click(c.getByRole('button', { name: 'Crea cliente' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Anna Bianchi', prefix: '+39', phone: '3471234567' }),
    );
  },
};

export const TelefonoDuplicato: Story = {
  args: {
    failure: new ApiError({
      kind: 'http',
      status: 409,
      body: { message: 'Phone number already exists', code: 'DUPLICATE_PHONE_NUMBER' },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Numero di telefono duplicato',
    );
  },
};
