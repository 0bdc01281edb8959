import type { components } from '@agendina/api';
import { formatDateTimeIt } from '@agendina/scheduling';
import { Badge, Columns, ColumnsItem, Inline, Stack, pageFrame } from '@agendina/ui';
import { exchangeText } from './redact.ts';
import * as styles from './fiscal-testing.css.ts';

type FiscalTestResult = components['schemas']['FiscalTestResult'];

/** The one place that names the two adapters (the contract's provider values). */
export const providerLabels: Readonly<Record<FiscalTestResult['provider'], string>> = {
  simulator: 'Simulatore fiscale (nessun documento va all’Agenzia delle Entrate)',
  fiskaly: 'fiskaly SIGN IT',
};

/**
 * What one test call got: whether it worked, the service's sentence, the document, and the raw
 * request and response as formatted JSON, each in a labelled region that scrolls on its own
 * (focusable, so it scrolls by keyboard too). Credentials never reach the screen.
 */
export function FiscalExchange({ call, result }: { call: string; result: FiscalTestResult }) {
  const document = result.document;
  return (
    <Stack component="article" space="md" aria-label={`Esito: ${call}`}>
      <Inline space="sm" alignY="center">
        <h3 className={styles.callTitle}>{call}</h3>
        <Badge tone={result.ok ? 'success' : 'danger'}>
          {result.ok ? 'Riuscito' : 'Non riuscito'}
        </Badge>
      </Inline>
      <p className={result.ok ? pageFrame.value : pageFrame.failure}>{result.message}</p>
      {document ? (
        <dl className={pageFrame.facts}>
          <dt className={pageFrame.term}>Numero</dt>
          <dd className={pageFrame.value}>{document.number}</dd>
          <dt className={pageFrame.term}>Identificativo</dt>
          <dd className={pageFrame.value}>{document.providerId}</dd>
          <dt className={pageFrame.term}>Emesso il</dt>
          <dd className={pageFrame.value}>{formatDateTimeIt(document.issuedAt)}</dd>
        </dl>
      ) : null}
      <Columns space="md" collapseBelow="desktop">
        {(['request', 'response'] as const).map((part) => {
          const label = `${part === 'request' ? 'Richiesta inviata' : 'Risposta ricevuta'}: ${call}`;
          return (
            <ColumnsItem key={part}>
              <Stack space="xs">
                <p className={pageFrame.term}>
                  {part === 'request' ? 'Richiesta inviata' : 'Risposta ricevuta'}
                </p>
                {/* A scrolling region must take focus to scroll by keyboard (WCAG 2.1.1). */}
                {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
                <pre role="region" aria-label={label} tabIndex={0} className={styles.raw}>
                  {exchangeText(result.exchange[part])}
                </pre>
              </Stack>
            </ColumnsItem>
          );
        })}
      </Columns>
    </Stack>
  );
}
