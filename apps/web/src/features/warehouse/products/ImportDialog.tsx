import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { importProductsMutation, type ProductImportReport } from '@agendina/api';
import { pluralIt } from '@agendina/scheduling';
import {
  Button,
  Cell,
  Column,
  FileTrigger,
  Inline,
  Modal,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  pageFrame,
  FailureMessage,
} from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';

interface Picked {
  name: string;
  csv: string;
}

/** What a checked file would do, in words. */
export function importSummary(report: ProductImportReport): string {
  const rows = pluralIt(report.rows, { one: '# riga', other: '# righe' });
  if (report.errors.length > 0) {
    return `${rows} lette, ${pluralIt(report.errors.length, { one: '# errore', other: '# errori' })}: nessun prodotto è stato importato. Correggi il file e scegli di nuovo.`;
  }
  const what = `${pluralIt(report.created, { one: '# prodotto nuovo', other: '# prodotti nuovi' })} e ${pluralIt(report.updated, { one: '# aggiornato', other: '# aggiornati' })}`;
  return report.applied ? `Importazione completata: ${what}.` : `${rows} senza errori: ${what}.`;
}

/**
 * «Importa listino»: the file is checked first (dryRun) and its row-by-row report shown; only a
 * report without errors offers «Importa», which applies the same text. A file with any error
 * writes nothing (the server's all-or-nothing rule).
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const check = useMutation(importProductsMutation(api));
  const apply = useMutation(importProductsMutation(api));
  const [picked, setPicked] = useState<Picked | null>(null);
  const report = apply.data ?? check.data;

  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const csv = await file.text();
    setPicked({ name: file.name, csv });
    apply.reset();
    check.mutate({ csv, dryRun: true });
  };

  return (
    <Modal title="Importa listino" isOpen onOpenChange={(open) => !open && onClose()} size="lg">
      <Stack space="md">
        <p className={pageFrame.muted}>
          Un file CSV del fornitore con la riga di intestazione: nome, marca, categoria, ean, uso,
          unita, costo, prezzo, iva, scorta_minima. I prodotti con un EAN già presente vengono
          aggiornati, gli altri creati.
        </p>
        <Inline space="sm" alignY="center">
          <FileTrigger
            acceptedFileTypes={['.csv', 'text/csv']}
            onSelect={(files) => void pick(files)}
          >
            <Button variant="secondary">Scegli il file</Button>
          </FileTrigger>
          <span className={pageFrame.muted}>{picked ? picked.name : 'Nessun file scelto'}</span>
        </Inline>
        {check.isPending ? <p role="status">Controllo del file...</p> : null}
        <FailureMessage error={check.error ?? apply.error} />
        {report ? <ImportReport report={report} /> : null}
        <Inline space="sm" align="right">
          <Button variant="secondary" onPress={onClose}>
            {apply.data ? 'Chiudi' : 'Annulla'}
          </Button>
          {report && !report.applied && report.errors.length === 0 && picked ? (
            <Button
              isDisabled={apply.isPending}
              onPress={() => apply.mutate({ csv: picked.csv, dryRun: false })}
            >
              Importa
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </Modal>
  );
}

function ImportReport({ report }: { report: ProductImportReport }) {
  return (
    <Stack space="sm">
      <p role={report.errors.length > 0 ? 'alert' : 'status'}>{importSummary(report)}</p>
      {report.errors.length > 0 ? (
        <Table aria-label="Errori del file">
          <TableHeader>
            <Column isRowHeader>Riga</Column>
            <Column>Colonna</Column>
            <Column>Errore</Column>
          </TableHeader>
          <TableBody items={report.errors.map((error, index) => ({ ...error, id: index }))}>
            {(error) => (
              <Row id={error.id}>
                <Cell>{error.row}</Cell>
                <Cell>{error.column ?? '—'}</Cell>
                <Cell>{error.message}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      ) : null}
    </Stack>
  );
}
