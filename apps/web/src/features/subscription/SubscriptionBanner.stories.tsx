import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SubscriptionBanner } from './SubscriptionBanner.tsx';

const meta = {
  title: 'Abbonamento/SubscriptionBanner',
  component: SubscriptionBanner,
  parameters: { layout: 'fullscreen' },
  args: { status: 'PAST_DUE' },
} satisfies Meta<typeof SubscriptionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvas: HTMLElement) =>
  within(canvas).getByRole('complementary', { name: "Avviso sull'abbonamento" });

/** Every banner says nothing is locked and leads to /subscription. */
const expectSafeAndLinked = async (canvas: HTMLElement) => {
  await expect(banner(canvas)).toHaveTextContent(
    'I tuoi dati restano al sicuro e puoi continuare a usare Agendina.',
  );
  await expect(
    within(banner(canvas)).getByRole('link', { name: 'Scegli un piano' }),
  ).toHaveAttribute('href', '/subscription');
};

export const PagamentoNonRiuscito: Story = {
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toHaveTextContent(
      "Il pagamento dell'ultimo rinnovo non è andato a buon fine.",
    );
    await expectSafeAndLinked(canvasElement);
  },
};

export const Terminato: Story = {
  args: { status: 'CANCELED' },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toHaveTextContent('Il tuo abbonamento è terminato.');
    await expectSafeAndLinked(canvasElement);
  },
};

export const ProvaFinita: Story = {
  args: { status: 'NONE' },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toHaveTextContent('Il periodo di prova è terminato.');
    await expectSafeAndLinked(canvasElement);
  },
};

export const NienteInProvaOAttivo: Story = {
  name: 'Niente in prova o attivo',
  args: { status: 'TRIALING' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};
