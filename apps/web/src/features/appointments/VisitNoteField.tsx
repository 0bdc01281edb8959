import { CANCELLATION_NOTE_MAX } from '@agendina/scheduling';
import { TextArea } from '@agendina/ui';

/** The note kept with a cancelled or declined visit, at most the contract's 500 characters. */
export function VisitNoteField(props: {
  label: string;
  value: string;
  onChange: (note: string) => void;
}) {
  return (
    <TextArea
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      maxLength={CANCELLATION_NOTE_MAX}
      description={`Al massimo ${CANCELLATION_NOTE_MAX} caratteri`}
    />
  );
}
