import { useEffect, useState } from 'react';
import { describeErrorText } from '@agendina/api';
import { Button, Inline, Stack, pageFrame, PageSection } from '@agendina/ui';
import { DiscountField } from './DiscountField.tsx';
import { SaleLines } from './SaleLines.tsx';
import { SalePaymentFields } from './SalePaymentFields.tsx';
import { SaleTotals } from './SaleTotals.tsx';
import {
  issueRequestOf,
  messagesByPath,
  priceSale,
  settlementOf,
  type Sale,
} from './sale-model.ts';
import { useIssueSale } from './use-issue-sale.ts';

const TITLE_ID = 'vendita-title';

export interface SaleEditorProps {
  /** The draft of a visit, or an empty walk-in; edited here, never written back. */
  initial: Sale;
  /** "Vendita · Giulia Rossi", "Nuova vendita". */
  title: string;
  /** Where the receipt goes once issued. */
  onIssued: (receiptId: number) => void;
}

/**
 * The sale: lines, discounts, live totals and payment, then "Incassa". Everything is priced by
 * the money rules as it is typed; a refusal (the rules' or the server's) shows in place and
 * nothing typed is lost. The heading takes focus when the sale opens, so Tab goes on into it.
 */
export function SaleEditor({ initial, title, onIssued }: SaleEditorProps) {
  const [sale, setSale] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const issue = useIssueSale(onIssued);

  useEffect(() => {
    const heading = document.getElementById(TITLE_ID);
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus();
    // Suspense can hide the sale while one of its queries loads again (display: none drops the
    // focus to the page) and show it again without mounting it anew, so this effect does not run
    // twice: whenever the heading is shown and nothing else has the focus, it takes it back. A
    // busy machine made that visible (the e2e of the cash desk found the focus on <body>).
    const observer = new ResizeObserver(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && heading.getClientRects().length > 0) heading.focus();
    });
    observer.observe(heading);
    return () => observer.disconnect();
  }, []);

  const priced = priceSale(sale);
  const totalCents = priced.ok ? priced.receipt.totalCents : null;
  const settlement = totalCents === null ? null : settlementOf(sale, totalCents);
  const messages = messagesByPath(
    [
      ...(priced.ok ? [] : priced.problems),
      ...(settlement?.ok === false ? settlement.problems : []),
    ],
    issue.fieldErrors(),
  );
  const ready = totalCents !== null && settlement?.ok === true;

  const setLines = (lines: Sale['lines']) => setSale((s) => ({ ...s, lines }));

  return (
    <PageSection id={TITLE_ID} title={title}>
      <Stack space="lg">
        <SaleLines
          lines={sale.lines}
          priced={priced.ok ? priced.receipt.lines : null}
          messages={messages}
          onChange={(index, line) => setLines(sale.lines.map((l, i) => (i === index ? line : l)))}
          onRemove={(index) => setLines(sale.lines.filter((_, i) => i !== index))}
          onAdd={(line) => setLines([...sale.lines, line])}
        />
        {messages['lines'] ? <p className={pageFrame.failure}>{messages['lines']}</p> : null}
        {/* An acconto larger than what is left to pay: the totals cannot show, this says why. */}
        {messages['deposit'] ? <p className={pageFrame.failure}>{messages['deposit']}</p> : null}
        <DiscountField
          label="Sconto sul totale"
          value={sale.discount}
          onChange={(discount) => setSale((s) => ({ ...s, discount }))}
          errorMessage={messages['discount']}
        />
        {priced.ok ? <SaleTotals receipt={priced.receipt} /> : null}
        <SalePaymentFields
          payment={sale.payment}
          totalCents={totalCents}
          settlement={settlement}
          onChange={(payment) => setSale((s) => ({ ...s, payment }))}
        />
        {issue.error ? (
          <p role="alert" className={pageFrame.failure}>
            {describeErrorText(issue.error)}
          </p>
        ) : attempted && !ready ? (
          <p role="alert" className={pageFrame.failure}>
            Controlla i campi segnalati: la vendita non si può ancora incassare.
          </p>
        ) : null}
        <Inline space="sm" align="right">
          {/* Not React Aria's isPending: its announcement names the button by id and dangles once
              the receipt page replaces this one. A press while paying does nothing (useIssueSale). */}
          <Button
            onPress={() => {
              setAttempted(true);
              if (ready) issue.submit(issueRequestOf(sale, totalCents));
            }}
          >
            {issue.isPending ? 'Incasso in corso...' : 'Incassa'}
          </Button>
        </Inline>
      </Stack>
    </PageSection>
  );
}
