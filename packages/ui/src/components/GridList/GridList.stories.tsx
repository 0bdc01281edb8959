import type { Meta, StoryObj } from '@storybook/react-vite';
import { useDragAndDrop, useListData } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DragHandle, DropIndicator, GridList, GridListItem } from './GridList.tsx';
import { gridListVariants } from './GridList.css.ts';

const conversations = [
  { id: 1, name: 'Maria Rossi', preview: 'Posso spostare a giovedì?' },
  { id: 2, name: 'Luca Bianchi', preview: 'Grazie, a domani!' },
  { id: 3, name: 'Anna Verdi', preview: 'Avete posto sabato mattina?' },
];

const meta = {
  title: 'Primitivi/GridList',
  component: GridList,
  args: { 'aria-label': 'Conversazioni', onAction: fn() },
  argTypes: { variant: { control: 'inline-radio', options: gridListVariants } },
} satisfies Meta<typeof GridList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An inbox: arrows move between rows, Enter opens the focused one. */
export const FrecceEInvio: Story = {
  render: (args) => (
    <GridList {...args} items={conversations}>
      {(c) => (
        <GridListItem id={c.id} textValue={c.name}>
          <strong>{c.name}</strong> · {c.preview}
        </GridListItem>
      )}
    </GridList>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Conversazioni' })).toBeVisible();
    // React Aria builds the collection, then renders its rows in a later commit: until then the
    // empty list itself is the tab stop.
    await canvas.findByRole('row', { name: 'Maria Rossi' });
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Maria Rossi' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('row', { name: 'Anna Verdi' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('row', { name: 'Luca Bianchi' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith(2);
    const maria = canvas.getByRole('row', { name: 'Maria Rossi' });
    await userEvent.click(maria);
    await expect(args.onAction).toHaveBeenLastCalledWith(1);
    await expect(maria).toHaveFocus();
    // The pointer leaves: the story ends without a hover state that depends on timing.
    await userEvent.unhover(maria);
    await expect(maria).not.toHaveAttribute('data-hovered');
  },
};

export const Vuota: Story = {
  render: (args) => (
    <GridList {...args} items={[]} renderEmptyState={() => 'Nessuna conversazione'}>
      {[]}
    </GridList>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('grid', { name: 'Conversazioni' }),
    ).toHaveTextContent('Nessuna conversazione');
  },
};

function Catalogue({ onEdit }: { onEdit: (name: string) => void }) {
  const list = useListData({
    initialItems: [
      { id: 1, name: 'Taglio donna' },
      { id: 2, name: 'Colore' },
      { id: 3, name: 'Piega' },
    ],
  });
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: ({ keys, target }) =>
      target.dropPosition === 'before'
        ? list.moveBefore(target.key, keys)
        : list.moveAfter(target.key, keys),
    renderDropIndicator: (target) => <DropIndicator target={target} />,
  });
  return (
    <GridList
      aria-label="Servizi"
      variant="separated"
      items={list.items}
      keyboardNavigationBehavior="tab"
      dragAndDropHooks={dragAndDropHooks}
    >
      {(s) => (
        <GridListItem id={s.id} textValue={s.name}>
          <DragHandle itemName={s.name} />
          <span style={{ flex: 1 }}>{s.name}</span>
          <Button
            variant="secondary"
            aria-label={`Modifica ${s.name}`}
            onPress={() => onEdit(s.name)}
          >
            Modifica
          </Button>
        </GridListItem>
      )}
    </GridList>
  );
}

const edit = fn();

/**
 * Cards with a drag handle and a button: Tab reaches the buttons inside the focused row; Enter
 * on a handle starts a keyboard drag, arrows choose where, Enter drops.
 */
export const SeparataRiordinabile: Story = {
  render: () => <Catalogue onEdit={edit} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = () => canvas.getAllByRole('row').map((row) => row.textContent);
    // The rows arrive in the commit after the collection is built.
    await waitFor(() =>
      expect(rows()).toEqual([
        expect.stringContaining('Taglio donna'),
        expect.stringContaining('Colore'),
        expect.stringContaining('Piega'),
      ]),
    );
    await expect(canvas.getByRole('button', { name: 'Trascina Colore' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Taglio donna' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('row', { name: 'Colore' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Modifica Colore' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(edit).toHaveBeenCalledWith('Colore');
    // Piega goes two places up: the drag starts on its own place, each ArrowUp is one gap higher.
    // React Aria starts the keyboard drag and moves focus to a drop position in later frames: a
    // key pressed before that is lost (the built Storybook under load did), so each step waits
    // for focus to reach the next drop position, whose name says where the row would land.
    const dropPosition = () => document.activeElement?.getAttribute('aria-label') ?? '';
    canvas.getByRole('button', { name: 'Trascina Piega' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dropPosition()).toMatch(/^Inserisci/));
    for (const expected of [
      'Inserisci tra Taglio donna e Colore',
      'Inserisci prima di Taglio donna',
    ]) {
      await userEvent.keyboard('{ArrowUp}');
      await waitFor(() => expect(dropPosition()).toBe(expected));
    }
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(rows()).toEqual([
        expect.stringContaining('Piega'),
        expect.stringContaining('Taglio donna'),
        expect.stringContaining('Colore'),
      ]),
    );
  },
};
