import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageSection } from './PageSection.tsx';
import * as pageFrame from './Page.css.ts';

const meta = {
  title: 'Pagina/PageSection',
  component: PageSection,
  args: {
    id: 'orari-title',
    title: 'Orari di apertura',
    children: <p className={pageFrame.muted}>Dal martedì al sabato, 9:00–19:00.</p>,
  },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its h2: screen readers list it among the page's landmarks. */
export const Sezione: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Orari di apertura' });
    const heading = within(region).getByRole('heading', { level: 2, name: 'Orari di apertura' });
    await expect(heading.id).toBe('orari-title');
    await expect(region).toHaveTextContent('Dal martedì al sabato');
  },
};
