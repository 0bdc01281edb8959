import { useEffect, useId, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { t } from '../../intl/it-IT.ts';
import { Button } from '../Button/Button.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import * as styles from './Appointment.css.ts';

export interface NotesEditorProps {
  notes: string;
  /**
   * Saves the text. When it returns a promise, the editor stays open until it resolves: a
   * rejected save keeps the text as typed, beside `errorMessage`, so nothing typed is lost.
   */
  onSave: (notes: string) => void | Promise<unknown>;
  isSaving?: boolean;
  /** e.g. 'Errore durante il salvataggio delle note'. */
  errorMessage?: string | null;
  label?: string;
}

/** Click-to-edit notes of the appointment details (a 4-row textarea, SPEC.md §2). */
export function NotesEditor({
  notes,
  onSave,
  isSaving = false,
  errorMessage,
  label = t('notes'),
}: NotesEditorProps) {
  const [isEditing, setEditing] = useState(false);
  const [draft, setDraft] = useState(notes);
  const viewRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const labelId = useId();
  const viewId = useId();
  // Back from editing, focus returns to the notes it came from.
  useEffect(() => {
    if (wasEditing.current && !isEditing) viewRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);
  if (!isEditing) {
    return (
      <div className={styles.notes}>
        <p id={labelId} className={styles.notesLabel}>
          {label}
        </p>
        <AriaButton
          ref={viewRef}
          id={viewId}
          className={styles.notesButton}
          aria-labelledby={`${labelId} ${viewId}`}
          onPress={() => (setDraft(notes), setEditing(true))}
        >
          {notes ? notes : <span className={styles.placeholder}>{t('noNotes')}</span>}
          <span className={styles.hint}>{t('clickToEdit')}</span>
        </AriaButton>
      </div>
    );
  }
  return (
    <div className={styles.notes}>
      <TextArea
        label={label}
        rows={4}
        value={draft}
        onChange={setDraft}
        onFocus={(e) => {
          const el = e.target as unknown as HTMLTextAreaElement;
          el.setSelectionRange(el.value.length, el.value.length);
        }}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the user asked to edit: focus goes to the text
        autoFocus
        errorMessage={errorMessage}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setEditing(false);
          else e.continuePropagation();
        }}
      />
      <div className={styles.editActions}>
        <Button variant="secondary" onPress={() => setEditing(false)} isDisabled={isSaving}>
          {t('cancel')}
        </Button>
        <Button
          onPress={() => {
            const saving = onSave(draft);
            if (saving instanceof Promise)
              saving.then(
                () => setEditing(false),
                () => undefined,
              );
            else setEditing(false);
          }}
          isDisabled={isSaving}
        >
          {t('save')}
        </Button>
      </div>
    </div>
  );
}
