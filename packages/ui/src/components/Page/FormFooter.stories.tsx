import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormFooter } from './FormFooter.tsx';
import { FailureDescriptionProvider } from './describe-failure.tsx';

const meta = {
  title: 'Pagina/FormFooter',
  component: FormFooter,
  args: { failure: null, submitLabel: 'Salva cliente', isSubmitting: false, onCancel: fn() },
  render: (args) => (
    <FailureDescriptionProvider
      describe={() => ({
        title: 'Conflitto',
        message: 'Esiste già un cliente con questo telefono.',
      })}
    >
      <form aria-label="Cliente" onSubmit={(e) => e.preventDefault()}>
        <FormFooter {...args} />
      </form>
    </FailureDescriptionProvider>
  ),
} satisfies Meta<typeof FormFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Annulla and the submit button, at the right. */
export const Pronto: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Annulla' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Salva cliente' })).toHaveAttribute(
      'type',
      'submit',
    );
  },
};

/** While saving the button says so and takes no second press. */
export const InSalvataggio: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Salvataggio...' });
    await expect(button).toBeDisabled();
  },
};

/** The server's refusal above the buttons. */
export const Rifiutato: Story = {
  args: { failure: new Error('409') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Conflitto: Esiste già un cliente con questo telefono.',
    );
  },
};
