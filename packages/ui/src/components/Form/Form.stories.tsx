import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form } from './Form.tsx';

const meta = {
  title: 'Primitivi/Form',
  component: Form,
  args: { 'aria-label': 'Nuovo cliente', onSubmit: fn((event) => event.preventDefault()) },
  render: (args) => (
    <Form {...args}>
      <Stack space="md" align="left">
        <TextField label="Nome" name="name" isRequired />
        <Button type="submit">Salva</Button>
      </Stack>
    </Form>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InvioAlControlloDellaSchermata: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Nome/ });
    await expect(name).toBeRequired();
    // No native bubble blocks the submit: the screen's own checks decide and show the errors
    // in the fields, in Italian.
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.type(name, 'Maria Rossi');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};
