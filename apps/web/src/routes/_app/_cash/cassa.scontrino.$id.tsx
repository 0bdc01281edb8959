import { createFileRoute } from '@tanstack/react-router';
import { currentUserQueryOptions, receiptQueryOptions } from '@agendina/api';
import { ReceiptPage } from '../../../features/cash/receipt/ReceiptPage.tsx';

const receiptIdOf = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : null);

export const Route = createFileRoute('/_app/_cash/cassa/scontrino/$id')({
  staticData: { title: 'Scontrino', private: true },
  // Started, not awaited: the page reads them with useSuspenseQuery under its own boundary, so
  // the loading text and a failure (404 of another salon's receipt) stay in place.
  loader: ({ context: { queryClient, api }, params }) => {
    const id = receiptIdOf(params.id);
    if (id === null) return;
    void queryClient.prefetchQuery(receiptQueryOptions(api, id));
    void queryClient.prefetchQuery(currentUserQueryOptions(api));
  },
  codeSplitGroupings: [['loader', 'component']],
  component: ScontrinoPage,
});

function ScontrinoPage() {
  const { id } = Route.useParams();
  return <ReceiptPage receiptId={receiptIdOf(id)} />;
}
