import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { BarcodeScannerDialog, type BarcodeScannerDialogProps } from './BarcodeScannerDialog.tsx';
import {
  barcodeCamera,
  fakeCamera,
  fakeDetector,
  missingCamera,
  refusedCamera,
} from '../../testing/scan-fakes.ts';
import { loadEan13Detector } from './camera.ts';

const ean = '8001090123459';

type DemoProps = Omit<BarcodeScannerDialogProps, 'isOpen' | 'onOpenChange'>;

function Demo(props: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Scansiona</Button>
      <BarcodeScannerDialog {...props} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Kit/Scansione/BarcodeScannerDialog',
  component: Demo,
  args: { onScan: fn(), openCamera: fakeCamera, loadDetector: fakeDetector(ean) },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Scansiona' }));
  return within(
    await within(document.body).findByRole('dialog', { name: 'Scansiona il codice a barre' }),
  );
};

export const LaFotocameraLeggeIlCodice: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Scansiona' }));
    await waitFor(() => expect(args.onScan).toHaveBeenCalledWith(ean));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const InAttesaDelCodice: Story = {
  args: { loadDetector: fakeDetector(ean, Number.POSITIVE_INFINITY) },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(
      await dialog.findByText('Inquadra il codice a barre del prodotto.'),
    ).toBeInTheDocument();
    const video = dialog.getByLabelText('Immagine della fotocamera') as HTMLVideoElement;
    // The fake camera's grey frame is shown (the baseline never catches an empty picture).
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(2));
    await expect(dialog.getByRole('textbox', { name: 'Oppure scrivi il codice' })).toBeEnabled();
    await expect(args.onScan).not.toHaveBeenCalled();
  },
};

export const FotocameraNegataCodiceAMano: Story = {
  args: { openCamera: refusedCamera },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      "L'accesso alla fotocamera è stato negato",
    );
    const field = dialog.getByRole('textbox', { name: 'Oppure scrivi il codice' });
    // A wrong check digit: the server's message, and the digits stay to be corrected.
    await userEvent.type(field, '8001090123458');
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('Codice EAN-13 non valido')).toBeInTheDocument();
    await expect(field).toHaveValue('8001090123458');
    await expect(args.onScan).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, ean);
    await userEvent.click(dialog.getByRole('button', { name: 'Usa il codice' }));
    await expect(args.onScan).toHaveBeenCalledWith(ean);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const SenzaFotocamera: Story = {
  args: { openCamera: missingCamera },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Nessuna fotocamera disponibile su questo dispositivo',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Usa il codice' }));
    await expect(await dialog.findByText('Scrivi il codice EAN-13')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/**
 * The real detector (the platform's BarcodeDetector, or where there is none, as in Chromium on
 * Linux, the zxing-wasm library with its .wasm from our own build) reads a drawn EAN-13.
 */
export const DetectorVeroSuUnCodiceDisegnato: Story = {
  args: { openCamera: barcodeCamera(ean), loadDetector: loadEan13Detector },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Scansiona' }));
    await waitFor(() => expect(args.onScan).toHaveBeenCalledWith(ean), { timeout: 15_000 });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
