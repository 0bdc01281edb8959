import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { useBarcodeWedge } from './useBarcodeWedge.ts';

/** A search form as the product list has one: the wedge hook on its field. */
function WedgeSearch({
  onScan,
  onSubmit,
}: {
  onScan: (code: string) => void;
  onSubmit: () => void;
}) {
  const [text, setText] = useState('');
  const [last, setLast] = useState<string | null>(null);
  const wedge = useBarcodeWedge({
    onScan: (code) => {
      setLast(code);
      onScan(code);
    },
  });
  return (
    <Form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack space="sm">
        <TextField label="Cerca prodotto" value={text} onChange={setText} {...wedge} />
        <p role="status">{last ? `Codice letto: ${last}` : 'Nessun codice letto'}</p>
      </Stack>
    </Form>
  );
}

const meta = {
  title: 'Kit/Scansione/useBarcodeWedge',
  component: WedgeSearch,
  args: { onScan: fn(), onSubmit: fn() },
} satisfies Meta<typeof WedgeSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const ean = '8001090123459';

export const LettoreABarre: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Cerca prodotto' });
    // A scanner: every key at once (no pause between them), then Enter.
    await userEvent.setup({ delay: null }).type(field, `${ean}{Enter}`);
    await expect(args.onScan).toHaveBeenCalledWith(ean);
    await expect(canvas.getByRole('status')).toHaveTextContent(`Codice letto: ${ean}`);
    // Its Enter does not submit the form; the digits stay in the field.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(field).toHaveValue(ean);
  },
};

export const PersonaCheDigitaLentamente: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Cerca prodotto' });
    // A person: 120 ms between keys, far above the scanner's 35 ms.
    await userEvent.setup({ delay: 120 }).type(field, '80010901{Enter}');
    await expect(args.onScan).not.toHaveBeenCalled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Nessun codice letto');
  },
};
