import { useMutation } from '@tanstack/react-query';
import { describeErrorText, exportCashReceiptsCsvMutation, type CashPeriod } from '@agendina/api';
import { Button, Stack } from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import { saveTextFile } from './save-file.ts';
import * as layout from '../../salon/layout.css.ts';

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
      {exportCsv.isError ? (
        <p role="alert" className={layout.failure}>
          {describeErrorText(exportCsv.error)}
        </p>
      ) : null}
    </Stack>
  );
}
