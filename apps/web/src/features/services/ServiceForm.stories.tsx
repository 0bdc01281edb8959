import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ServiceForm } from './ServiceForm.tsx';

const meta = {
  title: 'Servizi/ServiceForm',
  component: ServiceForm,
  args: {
    noun: 'Servizio',
    submitLabel: 'Crea',
    isSubmitting: false,
    failure: null,
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ServiceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types a number into a NumberField; React Aria commits it on blur. */
async function typeNumber(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.tab();
}

export const ColoreConPosa: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: /Nome/ }), 'Colore');
    await userEvent.type(c.getByRole('textbox', { name: 'Prezzo' }), '45');
    await typeNumber(c.getByRole('textbox', { name: 'Durata (minuti)' }), '65');
    const add = c.getByRole('button', { name: 'Aggiungi fase' });
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.click(add);
    await expect(c.getByText('Totale fasi: 45 min su 65 min di durata')).toBeVisible();
    await typeNumber(c.getByRole('textbox', { name: 'Minuti fase 1' }), '20');
    await typeNumber(c.getByRole('textbox', { name: 'Minuti fase 2' }), '30');
    await userEvent.type(c.getByRole('textbox', { name: 'Nome fase 2 (facoltativo)' }), 'Posa');
    await expect(c.getByText('Totale fasi: 65 min su 65 min di durata')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Crea' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Colore',
        durationMinutes: 65,
        phases: [
          { kind: 'ACTIVE', durationMinutes: 20, label: '' },
          { kind: 'WAIT', durationMinutes: 30, label: 'Posa' },
          { kind: 'ACTIVE', durationMinutes: 15, label: '' },
        ],
      }),
    );
  },
};

export const FasiNonValide: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: /Nome/ }), 'Permanente');
    await userEvent.type(c.getByRole('textbox', { name: 'Prezzo' }), '60');
    const add = c.getByRole('button', { name: 'Aggiungi fase' });
    await userEvent.click(add);
    await userEvent.click(add);
    // The minutes snap to the 5-minute step as the field is left.
    await typeNumber(c.getByRole('textbox', { name: 'Minuti fase 2' }), '12');
    await expect(c.getByRole('textbox', { name: 'Minuti fase 2' })).toHaveValue('10');
    await userEvent.click(c.getByRole('button', { name: 'Crea' }));
    await expect(c.getByText('La prima e l’ultima fase devono essere di lavoro')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Nothing typed is lost; removing the wait leaves one work phase that must fill the duration.
    await expect(c.getByRole('textbox', { name: /^Nome(?! fase)/ })).toHaveValue('Permanente');
    await expect(c.getByRole('textbox', { name: 'Minuti fase 2' })).toHaveValue('10');
    await userEvent.click(c.getByRole('button', { name: 'Rimuovi fase 2' }));
    await userEvent.click(c.getByRole('button', { name: 'Crea' }));
    await expect(
      c.getByText('Le fasi durano 15 min: devono sommare la durata del servizio (30 min)'),
    ).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Rimuovi fase 1' }));
    await userEvent.click(c.getByRole('button', { name: 'Crea' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Permanente', phases: [] }),
    );
  },
};
