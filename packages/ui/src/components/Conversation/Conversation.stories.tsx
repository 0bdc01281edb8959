import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Composer } from './Composer.tsx';
import { ConversationSidePanel } from './ConversationSidePanel.tsx';
import { MessageThread, type ThreadMessage } from './MessageThread.tsx';

const messages: ThreadMessage[] = [
  {
    id: 1,
    direction: 'INBOUND',
    content: 'Buongiorno, vorrei prenotare un taglio per sabato mattina.',
    createdAt: '2026-03-11T09:02:00',
  },
  {
    id: 2,
    direction: 'OUTBOUND',
    content: 'Buongiorno Maria! Sabato alle 10:00 con Giulia va bene?',
    createdAt: '2026-03-11T09:05:00',
  },
  {
    id: 3,
    direction: 'INBOUND',
    content: 'Perfetto, grazie!\nA sabato.',
    createdAt: '2026-03-11T09:07:00',
  },
];

function Conversation({
  onSend,
  onResolve,
}: {
  onSend: (text: string) => void;
  onResolve: () => void;
}) {
  const [list, setList] = useState(messages);
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      <div style={{ flex: '1 1 320px', display: 'flex', flexDirection: 'column', gap: 12 }}>
        <MessageThread messages={list} clientName="Maria Rossi" />
        <Composer
          onSend={(text) => {
            onSend(text);
            setList((l) => [
              ...l,
              {
                id: l.length + 1,
                direction: 'OUTBOUND',
                content: text,
                createdAt: '2026-03-11T09:10:00',
              },
            ]);
          }}
        />
      </div>
      <ConversationSidePanel
        conversation={{
          clientName: 'Maria Rossi',
          phoneNumber: '+393471234567',
          services: ['Taglio donna', 'Piega'],
          hairdresserName: 'Giulia',
          preferredDateTime: '2026-03-14T10:00:00',
        }}
        request={{
          reasonLabel: 'Richiesta di un operatore',
          createdAt: '2026-03-11T09:03:00',
          notificationSentAt: '2026-03-11T09:03:30',
        }}
        onResolve={onResolve}
      />
    </div>
  );
}

const meta = {
  title: 'Conversazione/Conversazione',
  component: Conversation,
  args: { onSend: fn(), onResolve: fn() },
} satisfies Meta<typeof Conversation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thread: Story = {
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: 'Conversazione con Maria Rossi' });
    const items = within(log).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveAccessibleName(/^Maria Rossi, 09:02: Buongiorno/);
    await expect(items[0]).toHaveAttribute('data-direction', 'INBOUND');
    await expect(items[1]).toHaveAccessibleName(/^Salone, 09:05:/);
    await expect(items[1]).toHaveAttribute('data-direction', 'OUTBOUND');
  },
};

export const ComposerDaTastiera: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Messaggio' });
    const send = canvas.getByRole('button', { name: 'Invia' });
    input.focus();
    // Empty or whitespace: nothing is sent.
    await expect(send).toBeDisabled();
    await userEvent.keyboard('   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(input);
    // Shift+Enter adds a line, Enter sends.
    await userEvent.keyboard('Ci vediamo{Shift>}{Enter}{/Shift}sabato');
    await expect(input).toHaveValue('Ci vediamo\nsabato');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Ci vediamo\nsabato');
    await expect(input).toHaveValue('');
    const log = canvas.getByRole('log');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const ComposerCresceFinoA120px: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Messaggio' });
    const single = input.getBoundingClientRect().height;
    input.focus();
    await userEvent.keyboard('Riga 1{Shift>}{Enter}{/Shift}Riga 2{Shift>}{Enter}{/Shift}Riga 3');
    const three = input.getBoundingClientRect().height;
    await expect(three).toBeGreaterThan(single);
    for (let i = 4; i <= 12; i++) await userEvent.keyboard(`{Shift>}{Enter}{/Shift}Riga ${i}`);
    await expect(input.getBoundingClientRect().height).toBeLessThanOrEqual(120);
    await expect(getComputedStyle(input).overflowY).toBe('auto');
  },
};

export const InviaConIlPulsante: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Messaggio' }), '  Grazie!  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Invia' }));
    await expect(args.onSend).toHaveBeenCalledWith('Grazie!');
    // The emptied composer disables the button: focus returns to the text, not to the page.
    await expect(canvas.getByRole('button', { name: 'Invia' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Messaggio' })).toHaveFocus();
  },
};

export const PannelloLaterale: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = within(canvasElement).getByRole('complementary', {
      name: 'Dettagli conversazione',
    });
    await expect(
      within(panel).getByRole('region', { name: 'Informazioni conversazione' }),
    ).toHaveTextContent('Taglio donna, Piega');
    // The client's number calls them, or opens a WhatsApp chat (issue #19).
    await expect(
      within(panel).getByRole('link', { name: 'Chiama Maria Rossi al +393471234567' }),
    ).toHaveAttribute('href', 'tel:+393471234567');
    await expect(
      within(panel).getByRole('link', { name: 'Scrivi su WhatsApp a Maria Rossi' }),
    ).toHaveAttribute('href', 'https://wa.me/393471234567');
    const request = within(panel).getByRole('region', { name: 'Richiesta di assistenza' });
    await expect(request).toHaveTextContent('Richiesta di un operatore');
    await expect(request).toHaveTextContent('11/03/2026 09:03');
    within(request).getByRole('button', { name: 'Risolvi richiesta' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
  },
};
