import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultApiHost } from '@agendina/api';
import { http } from '../../testing/api-mocks.ts';
import { ConsultationForm } from './ConsultationForm.tsx';
import { enhanceConsultationForm } from './consultation-island.ts';

/** The prerendered form with its island, as the /consulenza page runs them. */
function EnhancedConsultationForm() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = host.current?.querySelector<HTMLFormElement>('form[data-island="consultation"]');
    if (form) enhanceConsultationForm(form, { apiBaseUrl: defaultApiHost });
  }, []);
  return (
    <div ref={host}>
      <ConsultationForm />
    </div>
  );
}

const received = http.post('/public/consultation-requests', ({ response }) =>
  response(201).json({ id: 41, receivedAt: '2026-03-12T09:30:00+01:00' }),
);
const tooMany = http.post('/public/consultation-requests', ({ response }) =>
  response(429).json({
    message: 'Troppe richieste di consulenza da questo indirizzo. Riprova tra 42 minuti.',
    code: 'TOO_MANY_REQUESTS',
  }),
);

const meta = {
  title: 'Sito/Modulo consulenza',
  component: EnhancedConsultationForm,
  parameters: { msw: [received] },
} satisfies Meta<typeof EnhancedConsultationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillValid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Nome e cognome'), 'Giulia Rossi');
  await userEvent.type(canvas.getByLabelText('Nome dell’attività'), 'Salone Giulia');
  await userEvent.selectOptions(canvas.getByLabelText('Tipo di attività'), 'PARRUCCHIERE');
  await userEvent.type(canvas.getByLabelText('Telefono'), '347 123 4567');
  await userEvent.type(canvas.getByLabelText('E-mail'), 'giulia.rossi@example.it');
  await userEvent.click(canvas.getByRole('checkbox', { name: /Acconsento al trattamento/ }));
}

export const CampiDaCompilare: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'informativa sulla privacy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Richiedi la consulenza' }));
    const name = canvas.getByLabelText('Nome e cognome');
    await expect(name).toHaveAccessibleDescription('Inserisci il tuo nome');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
    await expect(canvas.getByLabelText('Telefono')).toHaveAccessibleDescription(
      'Inserisci un numero di telefono',
    );
    await expect(
      canvas.getByRole('checkbox', { name: /Acconsento al trattamento/ }),
    ).toHaveAccessibleDescription(
      'Per inviare la richiesta devi acconsentire al trattamento dei dati',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Controlla i campi evidenziati e invia di nuovo.',
    );
  },
};

export const Inviata: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Richiedi la consulenza' }));
    const thanks = await canvas.findByRole('status');
    await expect(thanks).toHaveTextContent('Grazie, abbiamo ricevuto la tua richiesta');
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Richiedi la consulenza' })).toBeNull();
  },
};

export const TroppeRichieste: Story = {
  parameters: { msw: [tooMany] },
  play: async ({ canvas, canvasElement }) => {
    await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Richiedi la consulenza' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Troppe richieste di consulenza da questo indirizzo. Riprova tra 42 minuti.',
      ),
    );
    // Nothing typed is lost.
    await expect(canvas.getByLabelText('Nome e cognome')).toHaveValue('Giulia Rossi');
    await expect(canvas.getByLabelText('Telefono')).toHaveValue('347 123 4567');
    await expect(canvas.getByRole('checkbox', { name: /Acconsento/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Richiedi la consulenza' })).toBeEnabled();
  },
};
