import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SignupForm } from './SignupForm.tsx';

const meta = {
  title: 'Schermate/Accesso/SignupForm',
  component: SignupForm,
  args: { invitedEmail: null, isSubmitting: false, failure: null, onSubmit: fn() },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErroriDiCompilazione: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nome della tua attività'), 'Salone Bella Vista');
    await userEvent.type(canvas.getByLabelText('Password'), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Registrati' }));
    await expect(canvas.getByText("Inserisci l'indirizzo e-mail")).toBeVisible();
    await expect(
      canvas.getByText('La password deve essere lunga almeno 6 caratteri'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Per registrarti devi accettare termini e privacy'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Nome della tua attività')).toHaveValue(
      'Salone Bella Vista',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Completa: Story = {
  args: { invitedEmail: 'info@bellavista.it' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('info@bellavista.it');
    await userEvent.type(
      canvas.getByLabelText('Nome della tua attività'),
      'Centro Estetico Aurora',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Tipo di attività/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Estetista' }));
    await userEvent.type(canvas.getByLabelText('Password'), 'segreta1');
    await userEvent.type(canvas.getByLabelText('Conferma password'), 'segreta1');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Accetto termini e condizioni e privacy policy' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Registrati' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Centro Estetico Aurora',
        email: 'info@bellavista.it',
        businessType: 'ESTETISTA',
        phoneDigits: '',
        termsAccepted: true,
      }),
    );
  },
};

export const EmailGiaRegistrata: Story = {
  args: { failure: 'Esiste già un account con questa e-mail.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Esiste già un account con questa e-mail.',
    );
  },
};
