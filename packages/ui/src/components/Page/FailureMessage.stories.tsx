import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FailureMessage } from './FailureMessage.tsx';
import { FailureDescriptionProvider, type DescribeFailure } from './describe-failure.tsx';

// The app passes its error catalogue; this one stands for it.
const catalogue: DescribeFailure = () => ({
  title: 'Dati non validi',
  message: 'Controlla i campi evidenziati e riprova.',
  details: ['Il telefono deve avere almeno 6 cifre', "L'e-mail non è valida"],
});

const meta = {
  title: 'Pagina/FailureMessage',
  component: FailureMessage,
  args: { error: new Error('Richiesta non valida') },
} satisfies Meta<typeof FailureMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue's title, sentence and details, announced at once (role alert). */
export const ConDettagli: Story = {
  render: (args) => (
    <FailureDescriptionProvider describe={catalogue}>
      <FailureMessage {...args} />
    </FailureDescriptionProvider>
  ),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Dati non validi: Controlla i campi evidenziati');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** No failure, no message: a screen passes its mutation's error as it is. */
export const NessunErrore: Story = {
  args: { error: null },
  render: (args) => (
    <>
      <p>Il salvataggio è riuscito.</p>
      <FailureMessage {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
