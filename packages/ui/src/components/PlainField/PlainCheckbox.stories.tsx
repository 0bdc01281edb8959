import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toggledByKeyboard } from '../../testing/control-plays.ts';
import { PlainCheckbox } from './PlainCheckbox.tsx';

const meta = {
  title: 'Primitivi/PlainCheckbox',
  component: PlainCheckbox,
  args: { children: 'Ricordami', onChange: fn() },
} satisfies Meta<typeof PlainCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NonSelezionato: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Ricordami' });
    await expect(box).not.toBeChecked();
    // A click on the label's text toggles it, as on the kit's Checkbox.
    await userEvent.click(canvas.getByText('Ricordami'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Selezionato: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Ricordami' })).toBeChecked();
  },
};

/** Tab reaches the box, the ring shows around it, Space toggles. */
export const DaTastiera: Story = {
  args: { children: 'Parallelo al servizio precedente', defaultSelected: true },
  play: async (context) => {
    await toggledByKeyboard('Parallelo al servizio precedente')(context);
    const box = within(context.canvasElement).getByRole('checkbox', {
      name: 'Parallelo al servizio precedente',
    });
    const drawn = box.nextElementSibling;
    await expect(drawn && getComputedStyle(drawn).outlineStyle).toBe('solid');
  },
};

export const Disabilitato: Story = {
  args: { children: 'Cassa digitale', isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Cassa digitale' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NonValido: Story = {
  args: { children: 'Accetto i termini', isInvalid: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Accetto i termini' }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};
