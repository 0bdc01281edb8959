import { FormFooter, type FormFooterProps } from '@agendina/ui';

export interface SavedFormFooterProps extends FormFooterProps {
  /** The last save went through: the form stays on screen and says so. */
  saved: boolean;
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
