import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryHarness } from '../booking/story-support.tsx';
import { LoginForm } from './LoginForm.tsx';

const meta = {
  title: 'Schermate/Accesso/LoginForm',
  component: LoginForm,
  args: {
    initialEmail: '',
    initialRemember: false,
    isSubmitting: false,
    failure: null,
    onSubmit: fn(),
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vuoto: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accedi' }));
    await expect(canvas.getByText("Inserisci l'indirizzo e-mail")).toBeVisible();
    await expect(canvas.getByText('Inserisci la password')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmailNonValida: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail'), 'giulia@salone');
    await userEvent.type(canvas.getByLabelText('Password'), 'segreta1');
    await userEvent.click(canvas.getByRole('button', { name: 'Accedi' }));
    await expect(canvas.getByText('Indirizzo e-mail non valido')).toBeVisible();
    // Nothing typed is lost.
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('giulia@salone');
    await expect(canvas.getByLabelText('Password')).toHaveValue('segreta1');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvioDaTastiera: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('E-mail'));
    await userEvent.keyboard('giulia@salone.it');
    await userEvent.tab();
    await userEvent.keyboard('segreta1');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'giulia@salone.it',
      password: 'segreta1',
      remember: true,
    });
  },
};

export const EmailRicordata: Story = {
  args: { initialEmail: 'giulia@salone.it', initialRemember: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('giulia@salone.it');
    await expect(canvas.getByRole('checkbox', { name: 'Ricordami' })).toBeChecked();
  },
};

export const CredenzialiErrate: Story = {
  args: { initialEmail: 'giulia@salone.it', failure: 'E-mail o password non corretti.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'E-mail o password non corretti.',
    );
  },
};

export const InCorso: Story = {
  args: { initialEmail: 'giulia@salone.it', isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Accesso in corso...' }),
    ).toBeDisabled();
  },
};

export const EmailNonVerificata: Story = {
  args: {
    initialEmail: 'giulia@salone.it',
    failure: 'Il tuo indirizzo e-mail non è ancora verificato.',
    verification: { isResending: false, onResend: fn() },
  },
  // The link to /verify-email needs a router.
  decorators: [
    (Story) => (
      <StoryHarness>
        <Story />
      </StoryHarness>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The router renders after a tick: wait for the link.
    await expect(
      await canvas.findByRole('link', { name: 'Inserisci il codice di verifica' }),
    ).toBeVisible();
    const resend = canvas.getByRole('button', { name: 'Invia di nuovo il codice' });
    // It sends a code, it does not submit the form.
    await userEvent.click(resend);
    await expect(args.verification?.onResend).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
