import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Disclosure, DisclosureGroup, type DisclosureGroupProps } from './Disclosure.tsx';

const meta = {
  title: 'Primitivi/Disclosure',
  component: Disclosure,
  args: {
    title: 'Come sposto un appuntamento?',
    children: "Apri l'appuntamento dal calendario e scegli un nuovo orario.",
    onExpandedChange: fn(),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DaTastiera: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Come sposto un appuntamento?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await expect(
      canvas.getByRole('region', { name: 'Come sposto un appuntamento?' }),
    ).toHaveTextContent("Apri l'appuntamento dal calendario");
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole('region')).toBeNull();
    // The closed panel takes no room: no blank band under the question.
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(panel).toHaveAttribute('hidden'));
    await expect(panel?.getBoundingClientRect().height).toBe(0);
  },
};

export const Aperta: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Come sposto un appuntamento?' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: 'Come sposto un appuntamento?' }),
    ).toBeVisible();
  },
};

export const Disabilitata: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Come sposto un appuntamento?' }),
    ).toBeDisabled();
  },
};

const faq = [
  { id: 'orari', question: 'Come cambio gli orari del salone?', answer: 'Da Salone, Orari.' },
  { id: 'operatori', question: 'Come aggiungo un operatore?', answer: 'Da Parrucchieri, Nuovo.' },
  { id: 'whatsapp', question: 'Come collego WhatsApp?', answer: 'Da Comunicazioni.' },
];

function Faq(props: DisclosureGroupProps) {
  return (
    <DisclosureGroup {...props}>
      {faq.map((entry) => (
        <Disclosure key={entry.id} id={entry.id} title={entry.question}>
          {entry.answer}
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}

/** An accordion: opening one answer closes the one that was open. */
export const Fisarmonica: Story = {
  render: () => <Faq defaultExpandedKeys={['orari']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Come cambio gli orari del salone?' });
    const second = canvas.getByRole('button', { name: 'Come aggiungo un operatore?' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
  },
};

/** allowsMultipleExpanded: several answers stay open at once (the FAQ of Assistenza). */
export const PiuAperte: Story = {
  render: () => <Faq allowsMultipleExpanded />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Come aggiungo un operatore?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Come collego WhatsApp?' }));
    await expect(canvas.getByRole('region', { name: 'Come aggiungo un operatore?' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Come collego WhatsApp?' })).toBeVisible();
  },
};
