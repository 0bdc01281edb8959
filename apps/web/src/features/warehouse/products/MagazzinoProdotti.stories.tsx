import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeCamera, fakeDetector, scanWithWedge } from '@agendina/ui/testing';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import { fixtureEans } from '../../../testing/fixtures/warehouse-products.ts';
import {
  newProductsDesk,
  warehouseProductsHandlers,
} from '../../../testing/handlers/warehouse-products.ts';
import { ScanDevicesContext } from '../scan/scan-devices.ts';

const desk = newProductsDesk();

const meta = {
  title: 'Schermate/Magazzino/Prodotti',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: warehouseProductsHandlers(desk) },
  args: { path: '/magazzino/prodotti', auth: accessSubject },
  // The camera of the stock room is a fake one here that "sees" the shampoo's code.
  decorators: [
    (Story) => (
      <ScanDevicesContext.Provider
        value={{ openCamera: fakeCamera, loadDetector: fakeDetector(fixtureEans.shampoo) }}
      >
        <Story />
      </ScanDevicesContext.Provider>
    ),
  ],
  beforeEach: () => {
    Object.assign(desk, newProductsDesk());
    signInForStory();
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => screen.findByRole('grid', { name: 'Prodotti' });
const searchField = () => screen.getByRole('searchbox', { name: 'Cerca prodotto' });
/** A keyboard-wedge scanner: every digit at once, then Enter. */
const scan = async (code: string) => {
  await userEvent.click(searchField());
  await scanWithWedge(searchField(), code);
};
const dialogNamed = async (name: string) => within(await screen.findByRole('dialog', { name }));

export const Elenco: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Prodotti' })).toBeVisible();
    const rows = within(await table()).getAllByRole('row');
    // The header row, then the four products by name.
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('Balsamo idratante 200 ml');
    await expect(rows[2]).toHaveTextContent('-1 pz');
    await expect(rows[2]).toHaveTextContent('Sotto scorta');
    await expect(rows[3]).toHaveTextContent('Archiviato');
    await expect(screen.getByText('4 prodotti')).toBeVisible();
  },
};

export const Vuoto: Story = {
  beforeEach: () => {
    Object.assign(desk, newProductsDesk([]));
  },
  play: async () => {
    await expect(await screen.findByText('Nessun prodotto con questi filtri.')).toBeVisible();
    await expect(screen.getByText('0 prodotti')).toBeVisible();
  },
};

export const Filtri: Story = {
  play: async () => {
    await table();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Solo sotto la scorta minima' }));
    await expect(await screen.findByText('2 prodotti')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Uso/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rivendita' }));
    await expect(await screen.findByText('1 prodotto')).toBeVisible();
    await expect(within(await table()).getByText(/Shampoo nutriente 250 ml/)).toBeVisible();
  },
};

export const ScansioneTrovata: Story = {
  play: async () => {
    await table();
    await scan(fixtureEans.shampoo);
    const dialog = await dialogNamed('Shampoo nutriente 250 ml');
    await expect(dialog.getByText(/Quantità in magazzino: 2 pz/)).toBeVisible();
    const movements = await dialog.findByRole('grid', { name: 'Movimenti del prodotto' });
    await expect(within(movements).getAllByRole('row')[1]).toHaveTextContent(
      'Scontrino 2026-000044',
    );
    await expect(within(movements).getAllByRole('row')[2]).toHaveTextContent('Ordine n. 7');
    await expect(dialog.getByRole('textbox', { name: 'Codice EAN-13' })).toHaveValue(
      fixtureEans.shampoo,
    );
  },
};

export const ScansioneNonTrovataCreaProdotto: Story = {
  play: async () => {
    await table();
    await scan(fixtureEans.unknown);
    await expect(
      await screen.findByText(`Nessun prodotto con il codice ${fixtureEans.unknown}.`),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Crea prodotto' }));
    const dialog = await dialogNamed('Nuovo prodotto');
    await expect(dialog.getByRole('textbox', { name: 'Codice EAN-13' })).toHaveValue(
      fixtureEans.unknown,
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Maschera riparatrice');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Costo/ }), '7,40');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Prezzo di vendita/ }), '15');
    await userEvent.click(dialog.getByRole('button', { name: 'Crea prodotto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await within(await table()).findByText('Maschera riparatrice')).toBeVisible();
  },
};

export const ScansioneConLaFotocamera: Story = {
  play: async () => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Fotocamera' }));
    // The fake camera reads the shampoo's code: its card opens.
    await expect(await dialogNamed('Shampoo nutriente 250 ml')).toBeTruthy();
  },
};

export const ErroriDelModulo: Story = {
  play: async () => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nuovo prodotto' }));
    const dialog = await dialogNamed('Nuovo prodotto');
    await userEvent.click(dialog.getByRole('button', { name: 'Crea prodotto' }));
    await expect(dialog.getByText('Inserisci il nome del prodotto')).toBeVisible();
    await expect(dialog.getByText('Inserisci il costo')).toBeVisible();
    await expect(
      dialog.getByText('Un prodotto in rivendita ha bisogno del prezzo di vendita'),
    ).toBeVisible();
    const ean = dialog.getByRole('textbox', { name: 'Codice EAN-13' });
    await userEvent.type(ean, fixtureEans.wrongCheckDigit);
    await userEvent.click(dialog.getByRole('button', { name: 'Crea prodotto' }));
    await expect(dialog.getByText('Codice EAN-13 non valido')).toBeVisible();
    await expect(ean).toHaveValue(fixtureEans.wrongCheckDigit);
  },
};

export const EanDuplicato: Story = {
  play: async () => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nuovo prodotto' }));
    const dialog = await dialogNamed('Nuovo prodotto');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Balsamo bis');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Codice EAN-13' }),
      fixtureEans.balsamo,
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /^Costo/ }), '5');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Prezzo di vendita/ }), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Crea prodotto' }));
    await expect(
      await dialog.findByText(
        `Il codice EAN ${fixtureEans.balsamo} è già del prodotto «Balsamo idratante 200 ml»`,
      ),
    ).toBeVisible();
    // Nothing typed is lost.
    await expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Balsamo bis');
  },
};

const csvFile = (text: string) => new File([text], 'listino.csv', { type: 'text/csv' });
const pickFile = async (file: File) => {
  await userEvent.click(await screen.findByRole('button', { name: 'Importa listino' }));
  const dialog = await dialogNamed('Importa listino');
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('Nessun campo file');
  await userEvent.upload(input, file);
  return dialog;
};

export const ImportaListinoConErrori: Story = {
  play: async () => {
    const dialog = await pickFile(
      csvFile('nome;ean;costo\r\nShampoo;8001090123459;9,50\r\nBalsamo ERRORE;123;5\r\n'),
    );
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      '2 righe lette, 1 errore: nessun prodotto è stato importato',
    );
    const errors = dialog.getByRole('grid', { name: 'Errori del file' });
    await expect(within(errors).getAllByRole('row')[1]).toHaveTextContent('3');
    await expect(within(errors).getAllByRole('row')[1]).toHaveTextContent(
      'Codice EAN-13 non valido',
    );
    await expect(dialog.queryByRole('button', { name: 'Importa' })).toBeNull();
    await expect(desk.imported.every((request) => request.dryRun === true)).toBe(true);
  },
};

export const ImportaListino: Story = {
  play: async () => {
    const dialog = await pickFile(
      csvFile('nome;ean;costo\r\nShampoo;8001090123459;9,50\r\nMaschera;;7,40\r\n'),
    );
    await expect(
      await dialog.findByText('2 righe senza errori: 1 prodotto nuovo e 1 aggiornato.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Importa' }));
    await expect(
      await dialog.findByText('Importazione completata: 1 prodotto nuovo e 1 aggiornato.'),
    ).toBeVisible();
    await expect(desk.imported.map((request) => request.dryRun)).toEqual([true, false]);
  },
};
