import { Button, Inline } from '@agendina/ui';

/** The end of a dialog the user only reads: one 'Chiudi', on the right. */
export function CloseActions({ onClose }: { onClose: () => void }) {
  return (
    <Inline space="sm" align="right">
      <Button variant="secondary" onPress={onClose}>
        Chiudi
      </Button>
    </Inline>
  );
}
