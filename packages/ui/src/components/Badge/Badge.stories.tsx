import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, SourceBadge, StatusBadge } from './Badge.tsx';
import { badgeTones } from './Badge.css.ts';

const meta = {
  title: 'Primitivi/Badge',
  component: Badge,
  args: { children: 'Nuovo', tone: 'neutral' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toni: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const Stati: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusBadge status="BOOKED" />
      <StatusBadge status="IN_PROGRESS" />
      <StatusBadge status="COMPLETED" />
      <StatusBadge status="CANCELLED" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const text = canvasElement.textContent;
    for (const label of ['Prenotato', 'In Lavorazione', 'Completato', 'Cancellato']) {
      await expect(text).toContain(label);
    }
  },
};

export const Origini: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <SourceBadge source="WHATSAPP_AI" />
      <SourceBadge source="VOICE_AI" />
      <SourceBadge source="MANUAL" />
      <SourceBadge source="ONLINE" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['WhatsApp AI', 'Voce AI', 'Manuale', 'Online'])
      await expect(canvas.getByText(label)).toBeVisible();
  },
};
