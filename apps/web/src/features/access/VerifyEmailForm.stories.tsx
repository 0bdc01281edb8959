import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerifyEmailForm } from './VerifyEmailForm.tsx';

const meta = {
  title: 'Schermate/Accesso/VerifyEmailForm',
  component: VerifyEmailForm,
  args: {
    pendingEmail: 'info@bellavista.it',
    isVerifying: false,
    isResending: false,
    failure: null,
    notice: null,
    onVerify: fn(),
    onResend: fn(),
  },
} satisfies Meta<typeof VerifyEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CodiceDaTastiera: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Abbiamo inviato un codice di 6 cifre a info@bellavista.it/),
    ).toBeVisible();
    await userEvent.click(canvas.getByLabelText('Codice di verifica'));
    await userEvent.keyboard('12a34');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Il codice è di 6 cifre')).toBeVisible();
    await expect(canvas.getByLabelText('Codice di verifica')).toHaveValue('1234');
    await userEvent.keyboard('56{Enter}');
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
    await expect(args.onVerify).toHaveBeenCalledWith({
      email: 'info@bellavista.it',
      otpCode: '123456',
    });
  },
};

export const NuovoCodice: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Invia di nuovo il codice' }),
    );
    await expect(args.onResend).toHaveBeenCalledWith('info@bellavista.it');
  },
};

export const SenzaEmailInSospeso: Story = {
  args: { pendingEmail: null, notice: 'Ti abbiamo inviato un nuovo codice.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Ti abbiamo inviato un nuovo codice.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Invia di nuovo il codice' }));
    await expect(canvas.getByText('Indirizzo e-mail non valido')).toBeVisible();
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const CodiceErrato: Story = {
  args: { failure: 'Dati non validi: Codice non valido o scaduto' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Codice non valido o scaduto',
    );
  },
};
