import { useMutation } from '@tanstack/react-query';
import { exportSalonDataMutation } from '@agendina/api';
import { Button, pageFrame, PageSection, FailureMessage } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';

/** Hands the browser a file to save, as a link with `download` would. */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has started from the click; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** «I tuoi dati»: the salon's whole archive as a ZIP of CSV and JSON (GDPR art. 20). */
export function DataExport() {
  const api = useApi();
  const exporting = useMutation(exportSalonDataMutation(api));
  return (
    <PageSection id="dati-title" title="I tuoi dati">
      <p className={pageFrame.muted}>
        Scarica in un file ZIP clienti, appuntamenti, scontrini, magazzino e messaggi del salone, in
        formato CSV (per Excel) e JSON. Puoi farlo fino a 3 volte all'ora.
      </p>
      <FailureMessage error={exporting.error} />
      <div>
        <Button
          variant="secondary"
          isDisabled={exporting.isPending}
          onPress={() =>
            exporting.mutate(undefined, {
              onSuccess: (blob) =>
                save(blob, `agendina-dati-${new Date().toISOString().slice(0, 10)}.zip`),
            })
          }
        >
          {exporting.isPending ? 'Preparazione del file...' : 'Scarica i tuoi dati'}
        </Button>
      </div>
    </PageSection>
  );
}
