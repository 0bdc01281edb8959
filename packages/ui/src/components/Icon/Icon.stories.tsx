import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Icon, iconNames } from './Icon.tsx';
import { iconLabels } from './icon-labels.ts';

function IconCatalogue({ onPress }: { onPress: (name: string) => void }) {
  return (
    <ul
      aria-label="Icone del kit"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 12,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <IconButton
            icon={name}
            variant="outline"
            aria-label={iconLabels[name]}
            onPress={() => onPress(name)}
          />
          <span>{iconLabels[name]}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Fondamenta/Icone',
  component: IconCatalogue,
  args: { onPress: fn() },
} satisfies Meta<typeof IconCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TutteLeIcone: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Icone del kit' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(iconNames.length);
    for (const name of [
      'Modifica',
      'Elimina',
      'Sposta su',
      'Sposta giù',
      'Home',
      'Clienti',
      'Comunicazioni',
      'Assistenza',
      'Cassa',
      'Magazzino',
      'Prodotti',
    ])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    // Decorative: the SVG adds nothing to the button's name and is skipped by the tab order.
    const remove = canvas.getByRole('button', { name: 'Elimina' });
    await expect(remove.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(remove);
    await expect(args.onPress).toHaveBeenCalledWith('delete');
  },
};

export const Dimensioni: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Icon name="home" size={16} />
      <Icon name="home" size={20} />
      <Icon name="home" size={32} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const sizes = [...canvasElement.querySelectorAll('svg')].map((svg) =>
      svg.getAttribute('width'),
    );
    await expect(sizes).toEqual(['16', '20', '32']);
  },
};
