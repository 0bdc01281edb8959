import { Button } from '@agendina/ui';

/** The end of a dialog the user only reads: one 'Chiudi'. The dialog passes where it sits. */
export function CloseActions({ onClose, className }: { onClose: () => void; className: string }) {
  return (
    <div className={className}>
      <Button variant="secondary" onPress={onClose}>
        Chiudi
      </Button>
    </div>
  );
}
