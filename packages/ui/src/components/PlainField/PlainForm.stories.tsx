import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { PlainButton } from './PlainButton.tsx';
import { PlainForm } from './PlainForm.tsx';
import { PlainTextField } from './PlainTextField.tsx';

const meta = {
  title: 'Primitivi/PlainForm',
  component: PlainForm,
  args: { 'aria-label': 'Accesso', onSubmit: fn((event) => event.preventDefault()) },
  render: (args) => (
    <PlainForm {...args}>
      <Stack space="md" align="left">
        <PlainTextField label="E-mail" type="email" name="email" isRequired />
        <PlainButton type="submit">Accedi</PlainButton>
      </Stack>
    </PlainForm>
  ),
} satisfies Meta<typeof PlainForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InvioAlControlloDellaSchermata: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Accesso' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toBeRequired();
    // No native bubble blocks the submit: the screen's own checks decide, in Italian.
    await userEvent.click(canvas.getByRole('button', { name: 'Accedi' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.type(email, 'giulia@salone.it');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};
