import { createFileRoute } from '@tanstack/react-router';
import { productsQueryOptions } from '@agendina/api';
import { ProductsPage } from '../../features/warehouse/products/ProductsPage.tsx';
import {
  productsParamsOf,
  productsSearchClean,
  productsSearchOf,
} from '../../features/warehouse/products/products-search.ts';

/** /magazzino/prodotti?cerca=shampoo&uso=RIVENDITA&pagina=2: the products, searched and filtered. */
export const Route = createFileRoute('/_app/magazzino/prodotti')({
  staticData: { title: 'Prodotti', private: true },
  validateSearch: productsSearchOf,
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the list shows its own loading text under QueryBoundary.
  loader: ({ context: { queryClient, api }, deps }) => {
    void queryClient.prefetchQuery(productsQueryOptions(api, productsParamsOf(deps)));
  },
  codeSplitGroupings: [['loader', 'component']],
  component: ProdottiPage,
});

function ProdottiPage() {
  const navigate = Route.useNavigate();
  return (
    <ProductsPage
      search={Route.useSearch()}
      onSearchChange={(next) =>
        void navigate({ search: productsSearchClean(next), replace: true, resetScroll: false })
      }
    />
  );
}
