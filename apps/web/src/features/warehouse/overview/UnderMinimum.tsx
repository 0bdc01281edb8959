import { useMutation } from '@tanstack/react-query';
import { proposePurchaseOrdersMutation, type WarehouseOverview } from '@agendina/api';
import { pluralIt } from '@agendina/scheduling';
import { Button, FailureMessage, Inline, PageSection, pageFrame } from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import { ProposalResult } from '../orders/ProposalResult.tsx';
import { StockAlerts } from './StockAlerts.tsx';

/**
 * /magazzino › «Sotto la scorta minima»: the products under their minimum and «Proponi ordine»,
 * which drafts one order per supplier and says what it wrote.
 */
export function UnderMinimum({ overview }: { overview: WarehouseOverview }) {
  const api = useApi();
  const propose = useMutation(proposePurchaseOrdersMutation(api));
  return (
    <PageSection id="sotto-scorta-title" title="Sotto la scorta minima">
      {overview.underMinimumCount === 0 ? (
        <p className={pageFrame.muted}>Nessun prodotto è sotto la scorta minima.</p>
      ) : (
        <>
          <p>
            {pluralIt(overview.underMinimumCount, {
              one: '# prodotto è sotto la scorta minima.',
              other: '# prodotti sono sotto la scorta minima.',
            })}
          </p>
          <StockAlerts alerts={overview.underMinimum} label="Prodotti sotto la scorta minima" />
          <Inline space="sm">
            <Button isDisabled={propose.isPending} onPress={() => propose.mutate()}>
              {propose.isPending ? 'Proposta in corso...' : 'Proponi ordine'}
            </Button>
          </Inline>
        </>
      )}
      <FailureMessage error={propose.error} />
      {propose.data ? <ProposalResult proposal={propose.data} /> : null}
    </PageSection>
  );
}
