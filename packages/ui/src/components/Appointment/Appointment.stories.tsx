import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appointmentAt } from '@agendina/scheduling';
import { GroupList } from './GroupList.tsx';
import { NotesEditor, type NotesEditorProps } from './NotesEditor.tsx';
import { StatusActions } from './StatusActions.tsx';

const meta = {
  title: 'Appuntamento/StatusActions',
  component: StatusActions,
  args: { status: 'BOOKED', digitalCashEnabled: true, onAction: fn() },
} satisfies Meta<typeof StatusActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const actionNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('button')
    .map((b) => b.textContent);

export const PrenotatoConCassaDigitale: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByText('Prenotato')).toBeVisible();
    await expect(actionNames(canvasElement)).toEqual(['Metti in Lavorazione']);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Metti in Lavorazione' }),
    );
    await expect(args.onAction).toHaveBeenCalledWith('START_WORK');
  },
};

export const PrenotatoSenzaCassaDigitale: Story = {
  args: { digitalCashEnabled: false },
  play: async ({ canvasElement }) => {
    await expect(actionNames(canvasElement)).toEqual([]);
  },
};

export const InLavorazione: Story = {
  args: { status: 'IN_PROGRESS' },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByText('In Lavorazione')).toBeVisible();
    await expect(actionNames(canvasElement)).toEqual(['Rimetti in Attesa', 'Manda in Pagamento']);
    within(canvasElement).getByRole('button', { name: 'Manda in Pagamento' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('SEND_TO_PAYMENT');
  },
};

export const InCorso: Story = {
  args: { status: 'IN_PROGRESS', pendingAction: 'BACK_TO_WAITING' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Rimetti in Attesa' }),
    ).toBeDisabled();
  },
};

export const Completato: Story = {
  args: { status: 'COMPLETED' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Completato')).toBeVisible();
    await expect(actionNames(canvasElement)).toEqual([]);
  },
};

function StatefulNotes(props: NotesEditorProps) {
  const [notes, setNotes] = useState(props.notes);
  return <NotesEditor {...props} notes={notes} onSave={(n) => (setNotes(n), props.onSave(n))} />;
}

export const NoteClickPerModificare: Story = {
  render: () => <StatefulNotes notes="Allergia al nichel" onSave={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvas.getByRole('button', { name: /^Note Allergia al nichel/ });
    await userEvent.click(view);
    const area = canvas.getByRole('textbox', { name: 'Note' });
    await expect(area).toHaveFocus();
    await expect(area).toHaveAttribute('rows', '4');
    await userEvent.keyboard(', preferisce il mattino');
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(
      canvas.getByRole('button', { name: /^Note Allergia al nichel, preferisce il mattino/ }),
    ).toHaveFocus();
  },
};

export const NoteDaTastieraEAnnulla: Story = {
  render: () => <StatefulNotes notes="" onSave={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Nessuna nota/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveFocus());
    await userEvent.keyboard('Da non salvare{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Nessuna nota/ })).toHaveFocus());
  },
};

export const NoteErroreSalvataggio: Story = {
  render: () => (
    <NotesEditor
      notes="Cliente abituale"
      onSave={fn()}
      errorMessage="Errore durante il salvataggio delle note"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Note Cliente abituale/ }));
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(
      'Errore durante il salvataggio delle note',
    );
  },
};

const group = [
  appointmentAt('2026-03-11T10:45', {
    id: 12,
    groupId: 'g1',
    serviceOrder: 2,
    clientName: 'Maria Rossi',
    service: 'Taglio donna',
    hairdresserName: 'Marco',
    colorCode: '#4FC3F7',
    durationMinutes: 45,
    status: 'BOOKED',
  }),
  appointmentAt('2026-03-11T09:30', {
    id: 11,
    groupId: 'g1',
    serviceOrder: 1,
    clientName: 'Maria Rossi',
    service: 'Colore',
    hairdresserName: 'Giulia',
    colorCode: '#E57373',
    durationMinutes: 60,
    status: 'IN_PROGRESS',
  }),
  appointmentAt('2026-03-11T11:30', {
    id: 13,
    groupId: 'g1',
    serviceOrder: 3,
    clientName: 'Maria Rossi',
    service: 'Piega',
    hairdresserName: 'Giulia',
    colorCode: '#E57373',
    durationMinutes: 30,
    status: 'BOOKED',
  }),
];

export const ServiziDelGruppo: Story = {
  render: () => <GroupList appointments={group} />,
  play: async ({ canvasElement }) => {
    const items = within(
      within(canvasElement).getByRole('list', { name: 'Servizi del gruppo' }),
    ).getAllByRole('listitem');
    await expect(items.map((i) => i.textContent)).toEqual([
      '109:30 - 10:30Colore · GiuliaIn Lavorazione',
      '210:45 - 11:30Taglio donna · MarcoPrenotato',
      '311:30 - 12:00Piega · GiuliaPrenotato',
    ]);
  },
};
