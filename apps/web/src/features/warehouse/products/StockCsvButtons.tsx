import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { exportStockCsvMutation } from '@agendina/api';
import { Button, Inline, FailureMessage } from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import { saveTextFile } from '../../../lib/save-file.ts';
import { ImportDialog } from './ImportDialog.tsx';

/** «Importa listino» (a supplier's CSV, checked before it is applied) and «Esporta magazzino». */
export function StockCsvButtons({ today }: { today: string }) {
  const api = useApi();
  const exportCsv = useMutation(exportStockCsvMutation(api));
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Inline space="sm">
        <Button variant="secondary" onPress={() => setImporting(true)}>
          Importa listino
        </Button>
        <Button
          variant="secondary"
          isDisabled={exportCsv.isPending}
          onPress={() =>
            exportCsv.mutate(today, {
              onSuccess: ({ fileName, text }) => saveTextFile(fileName, text),
            })
          }
        >
          Esporta magazzino
        </Button>
      </Inline>
      <FailureMessage error={exportCsv.error} />
      {importing ? <ImportDialog onClose={() => setImporting(false)} /> : null}
    </>
  );
}
