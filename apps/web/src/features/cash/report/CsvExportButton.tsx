import { useMutation } from '@tanstack/react-query';
import { exportCashReceiptsCsvMutation, type CashPeriod } from '@agendina/api';
import { Button, Stack } from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import { saveTextFile } from '../../../lib/save-file.ts';
import { CallFailure } from './CallFailure.tsx';

/** "Scarica CSV": the receipts of the period as a file named for it (scontrini-DAL-AL.csv). */
export function CsvExportButton({ period }: { period: CashPeriod }) {
  const api = useApi();
  const exportCsv = useMutation(exportCashReceiptsCsvMutation(api));
  return (
    <Stack space="sm">
      <div>
        <Button
          variant="secondary"
          onPress={() =>
            !exportCsv.isPending &&
            exportCsv.mutate(period, {
              onSuccess: ({ fileName, text }) => saveTextFile(fileName, text),
            })
          }
        >
          Scarica CSV degli scontrini
        </Button>
      </div>
      <CallFailure error={exportCsv.error} />
    </Stack>
  );
}
