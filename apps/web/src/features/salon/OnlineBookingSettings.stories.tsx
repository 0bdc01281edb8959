import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@agendina/api';
import {
  storyBookableOperators,
  storyBookableServices,
  storyOnlineBookingSettings,
} from '../../testing/fixtures/online-booking.ts';
import { bookingPageStandIn } from '../../testing/fixtures/booking-page-stand-in.ts';
import { OnlineBookingForm } from './OnlineBookingSettings.tsx';

const settings = storyOnlineBookingSettings;

const meta = {
  title: 'Salone/Prenotazioni online',
  component: OnlineBookingForm,
  args: {
    settings,
    services: storyBookableServices,
    operators: storyBookableOperators,
    origin: 'https://www.agendina.it',
    isSaving: false,
    failure: null,
    saved: false,
    onSave: fn(),
    // No booking server here: the preview shows a still sketch of the page.
    previewStandIn: bookingPageStandIn,
  },
} satisfies Meta<typeof OnlineBookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first time: off, the suggested address, nothing chosen; turned on with a service and an operator. */
export const DaAttivare: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Off: no address is real yet, so no link, QR code or preview; the section says what to do.
    await expect(
      canvas.getByText(/Attiva «Accetta prenotazioni online» e salva: qui troverai il link/),
    ).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /^Codice QR/ })).toBeNull();
    await expect(canvas.queryByTitle('Anteprima della pagina di prenotazione')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Indirizzo della pagina' })).toHaveValue(
      'salone-bellavista',
    );
    await userEvent.click(canvas.getByRole('switch', { name: 'Accetta prenotazioni online' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salva prenotazioni online' }));
    // On, it must offer something: nothing is sent until it does.
    await expect(canvas.getByText('Scegli almeno un servizio prenotabile online.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Taglio donna' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sara Conti' }));
    await userEvent.click(canvas.getByRole('radio', { name: '30 minuti' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Siti che possono mostrare la pagina' }),
      'https://www.salonebellavista.it',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Salva prenotazioni online' }));
    const { suggestedSlug: _suggested, ...input } = settings;
    await expect(args.onSave).toHaveBeenCalledWith({
      ...input,
      enabled: true,
      serviceIds: [6],
      operatorIds: [1],
      slotStepMinutes: 30,
      embedDomains: ['https://www.salonebellavista.it'],
    });
  },
};

/** On: the page's address as a link, its QR code to print, the site's snippet and a preview. */
export const Attive: Story = {
  args: {
    settings: {
      ...settings,
      enabled: true,
      serviceIds: [1, 6],
      operatorIds: [1, 2],
      policyText: 'Puoi annullare gratis fino a 24 ore prima.',
      embedDomains: ['https://www.salonebellavista.it'],
    },
    saved: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'https://www.agendina.it/prenota/salone-bellavista' }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Colore' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Prenotazioni online salvate');
    await expect(
      canvas.getByRole('button', { name: 'Copia il codice per il tuo sito' }),
    ).toBeVisible();
    // The QR code holds the same address, drawn once its encoder has loaded.
    const address = 'https://www.agendina.it/prenota/salone-bellavista';
    await expect(await canvas.findByRole('img', { name: `Codice QR di ${address}` })).toBeVisible();
    const download = canvas.getByRole('link', { name: 'Scarica il codice QR' });
    await expect(download).toHaveAttribute('download', 'codice-qr-salone-bellavista.svg');
    await expect(download.getAttribute('href')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    await expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(
      `<title>Codice QR di ${address}</title>`,
    );
  },
};

/** The preview: the page as a phone shows it, shrunk to fit a narrower screen, and the real one in a new tab. */
export const Anteprima: Story = {
  args: Attive.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = 'https://www.agendina.it/prenota/salone-bellavista';
    // The QR code above it is drawn first: the preview no longer moves.
    await canvas.findByRole('img', { name: `Codice QR di ${address}` });
    const preview = canvas.getByTitle('Anteprima della pagina di prenotazione');
    await expect(preview.tagName).toBe('IFRAME');
    await expect(preview).toHaveAttribute('src', address);
    // A phone's width, never wider than the column it sits in.
    await expect(preview).toHaveAttribute('width', '390');
    const column = preview.parentElement?.getBoundingClientRect().width ?? 0;
    await expect(preview.getBoundingClientRect().width).toBeLessThanOrEqual(column + 0.5);
    const open = canvas.getByRole('link', { name: 'Apri la pagina' });
    await expect(open).toHaveAttribute('href', address);
    await expect(open).toHaveAttribute('target', '_blank');
    canvas.getByRole('heading', { name: 'Anteprima' }).scrollIntoView({ block: 'start' });
  },
};

/** An address in use by another salon: the server's words under the field, the rest kept. */
export const IndirizzoGiaUsato: Story = {
  args: {
    settings: { ...settings, enabled: true, serviceIds: [6], operatorIds: [1] },
    failure: new ApiError({
      kind: 'http',
      status: 409,
      body: {
        message: 'Questo indirizzo è già usato da un altro salone. Scegline un altro.',
        code: 'SLUG_TAKEN',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slug = canvas.getByRole('textbox', { name: 'Indirizzo della pagina' });
    await expect(slug).toBeInvalid();
    await expect(slug).toHaveAccessibleDescription(
      /Questo indirizzo è già usato da un altro salone\. Scegline un altro\./,
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The saved page is on: its QR code is drawn (the shot waits for it, not for the clock).
    await expect(await canvas.findByRole('img', { name: /^Codice QR di / })).toBeVisible();
    // The shot shows the field and its message, below the page's link, code and preview.
    canvas.getByRole('heading', { name: 'Impostazioni' }).scrollIntoView({ block: 'start' });
  },
};

/** A malformed address and a site without https: each field says what is wrong. */
export const DatiNonValidi: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const slug = canvas.getByRole('textbox', { name: 'Indirizzo della pagina' });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Salone Bella');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Siti che possono mostrare la pagina' }),
      'www.salonebellavista.it',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Salva prenotazioni online' }));
    await expect(
      canvas.getByText(/L'indirizzo può contenere solo lettere minuscole senza accenti/),
    ).toBeVisible();
    await expect(
      canvas.getByText(/Scrivi ogni sito come https:\/\/www\.esempio\.it/),
    ).toBeVisible();
    await expect(slug).toHaveValue('Salone Bella');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
