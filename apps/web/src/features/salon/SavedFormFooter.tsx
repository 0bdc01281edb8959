import { FormFooter, type FormFooterProps } from '@agendina/ui';

/** A settings form's one save as it shows it: under way, refused, or gone through. */
export interface SaveState extends Pick<FormFooterProps, 'failure' | 'isSubmitting'> {
  /** The last save went through: the form stays on screen and says so. */
  saved: boolean;
}

export interface SavedFormFooterProps extends FormFooterProps, SaveState {
  /** «Profilo salvato». */
  savedMessage: string;
}

/**
 * The end of a settings form that stays open after a save: its «salvato», the failure and the
 * submit. The two messages never show together (one mutation's success or error).
 */
export function SavedFormFooter({ saved, savedMessage, ...footer }: SavedFormFooterProps) {
  return (
    <>
      {saved ? <p role="status">{savedMessage}</p> : null}
      <FormFooter {...footer} />
    </>
  );
}
