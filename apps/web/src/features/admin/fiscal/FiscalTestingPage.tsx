import { useMutation } from '@tanstack/react-query';
import {
  issueFiscalTestReceiptMutation,
  testFiscalConnectionMutation,
  voidFiscalTestReceiptMutation,
} from '@agendina/api';
import { Button, Inline, Stack, pageFrame, PageSection, Page, PageTitle } from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import { FiscalExchange, providerLabels } from './FiscalExchange.tsx';
import { CallFailure } from '../../cash/report/CallFailure.tsx';

const calls = {
  connection: 'Prova connessione',
  receipt: 'Scontrino di prova',
  void: 'Annulla scontrino di prova',
} as const;

/**
 * /admin/fiskaly-testing (ADMIN only): exercises the configured fiscal adapter, simulator or
 * fiskaly SIGN IT, with a connection test, a test receipt of 1,00 € and its void, showing what
 * the service answered and the raw exchange. Nothing of it is stored as a receipt.
 */
export function FiscalTestingPage() {
  const api = useApi();
  const connection = useMutation(testFiscalConnectionMutation(api));
  const receipt = useMutation(issueFiscalTestReceiptMutation(api));
  const voiding = useMutation(voidFiscalTestReceiptMutation(api));
  // The void needs the test document the service issued: only a successful test receipt has one.
  const testDocument = receipt.data?.ok ? receipt.data.document : undefined;
  const provider = (voiding.data ?? receipt.data ?? connection.data)?.provider;
  const failure = [connection, receipt, voiding].find((m) => m.isError)?.error;
  const results = [
    { call: calls.connection, result: connection.data },
    { call: calls.receipt, result: receipt.data },
    { call: calls.void, result: voiding.data },
  ];

  return (
    <Page>
      <PageTitle>Test API fiscale</PageTitle>
      <PageSection id="servizio-title" title="Servizio fiscale">
        <p role="status" className={provider ? pageFrame.value : pageFrame.muted}>
          {provider
            ? `Servizio configurato: ${providerLabels[provider]}.`
            : 'Premi «Prova connessione» per sapere quale servizio fiscale è configurato e se risponde.'}
        </p>
        <p className={pageFrame.muted}>
          Lo scontrino di prova è una vendita di 1,00 € con IVA al 22% pagata con carta: con fiskaly
          viene registrato davvero, annullalo subito dopo.
        </p>
        <Inline space="sm">
          <Button onPress={() => !connection.isPending && connection.mutate()}>
            {calls.connection}
          </Button>
          <Button
            variant="secondary"
            onPress={() => {
              if (receipt.isPending) return;
              voiding.reset();
              receipt.mutate();
            }}
          >
            {calls.receipt}
          </Button>
          <Button
            variant="secondary"
            // Enabled once there is a test document, and after its void too: a second void is
            // answered by the service in words, and the button keeps the focus it was pressed with.
            isDisabled={testDocument === undefined}
            onPress={() =>
              testDocument &&
              !voiding.isPending &&
              voiding.mutate({ providerId: testDocument.providerId, number: testDocument.number })
            }
          >
            {calls.void}
          </Button>
        </Inline>
        {testDocument === undefined ? (
          <p className={pageFrame.muted}>
            «Annulla scontrino di prova» si attiva dopo uno scontrino di prova riuscito.
          </p>
        ) : null}
        <CallFailure error={failure} />
      </PageSection>
      <PageSection id="scambi-title" title="Richieste e risposte">
        {results.some((r) => r.result) ? (
          <Stack space="xl">
            {results.map(({ call, result }) =>
              result ? <FiscalExchange key={call} call={call} result={result} /> : null,
            )}
          </Stack>
        ) : (
          <p className={pageFrame.muted}>
            Qui compaiono la richiesta inviata e la risposta ricevuta di ogni prova.
          </p>
        )}
      </PageSection>
    </Page>
  );
}
