import { useMemo, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@agendina/ui';

/** Which of a manager screen's two dialogs is open: a row's edit form (null: a new row), or the question before deleting one. */
export interface RowDialogState<Row> {
  editing: { row: Row | null } | null;
  deleting: Row | null;
  openNew: () => void;
  openEdit: (row: Row) => void;
  askDelete: (row: Row) => void;
  closeEdit: () => void;
  closeDelete: () => void;
}

/** The state of a list's edit and delete dialogs (the clients archive, the services catalogue). */
export function useRowDialogs<Row>(): RowDialogState<Row> {
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  // The same functions on every render: a memoised table given them as its row actions is not
  // drawn again while someone types in the page's search field.
  const actions = useMemo(
    () => ({
      openNew: () => setEditing({ row: null }),
      openEdit: (row: Row) => setEditing({ row }),
      askDelete: setDeleting,
      closeEdit: () => setEditing(null),
      closeDelete: () => setDeleting(null),
    }),
    [],
  );
  return { editing, deleting, ...actions };
}

export interface RowDialogsProps<Row> {
  dialogs: RowDialogState<Row>;
  /** The edit dialog of a row (null: a new one), open, and how it closes. */
  edit: (row: Row | null, close: () => void) => ReactNode;
  /** The question's title and message; the row is null while the closed dialog fades out. */
  deleteQuestion: (row: Row | null) => { title: string; message: string };
  onDelete: (row: Row) => void;
}

/** The edit dialog while a row is edited, and the «Elimina» question before a row is deleted. */
export function RowDialogs<Row>({ dialogs, edit, deleteQuestion, onDelete }: RowDialogsProps<Row>) {
  const { editing, deleting } = dialogs;
  return (
    <>
      {editing ? edit(editing.row, dialogs.closeEdit) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && dialogs.closeDelete()}
        {...deleteQuestion(deleting)}
        confirmLabel="Elimina"
        isDestructive
        onConfirm={() => deleting && onDelete(deleting)}
      />
    </>
  );
}
