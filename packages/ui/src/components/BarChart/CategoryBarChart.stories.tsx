import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CategoryBarChart } from './CategoryBarChart.tsx';

const meta = {
  title: 'Grafici/CategoryBarChart',
  component: CategoryBarChart,
  args: {
    title: 'Incasso per operatore',
    description: 'Incasso di ogni operatore, con il periodo precedente: prima Sara Conti.',
    unit: 'euro',
    data: [
      { key: '1', label: 'Sara Conti', value: 412_350, previous: 380_000 },
      { key: '2', label: 'Marco Bianchi', value: 298_700, previous: 310_450 },
      { key: 'senza', label: 'Senza operatore', value: 12_000, previous: 0 },
    ],
  },
} satisfies Meta<typeof CategoryBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConPeriodoPrecedente: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One image, named by its visible title and described in words.
    const chart = canvas.getByRole('img', { name: 'Incasso per operatore' });
    await expect(chart).toHaveAccessibleDescription(/prima Sara Conti/);
    // Each name above its bar, each value after it, in euro.
    await expect(chart).toHaveTextContent('Marco Bianchi');
    await expect(chart).toHaveTextContent(/4123,50\s€/);
    // A filled bar and an outlined one per row; the legend says which is which, in words.
    await expect(chart.querySelectorAll('rect')).toHaveLength(6);
    await expect(canvas.getByText('Periodo precedente')).toBeVisible();
  },
};

export const Quote: Story = {
  args: {
    title: 'Prenotazioni per canale',
    description: 'Quota di ogni canale sulle prenotazioni del periodo.',
    unit: 'share',
    data: [
      { key: 'WHATSAPP_AI', label: 'WhatsApp AI', value: 0.414 },
      { key: 'MANUAL', label: 'Manuale', value: 0.436 },
      { key: 'VOICE_AI', label: 'Voce AI', value: 0.064 },
      { key: 'ONLINE', label: 'Online', value: 0.086 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'Prenotazioni per canale' });
    await expect(chart).toHaveTextContent('43,6%');
    // Without a previous period: one bar per row and no legend.
    await expect(chart.querySelectorAll('rect')).toHaveLength(4);
    await expect(canvas.queryByText('Periodo precedente')).toBeNull();
  },
};
