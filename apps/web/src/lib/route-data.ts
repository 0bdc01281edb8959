import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * SPEC.md §8: "load failures of lists ... are only logged and leave empty lists". Route loaders
 * ensure their lists through this one function: a list that still fails after its retries is
 * logged and cached as `empty`, marked stale, so the screen's useSuspenseQuery reads an empty
 * list instead of throwing into the error boundary, and the next mount fetches it again (as it
 * would a failed query). A later refetch that fails keeps the list it had, as TanStack Query does.
 */
export async function ensureOrEmpty<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  empty: TQueryFnData,
): Promise<void> {
  try {
    await queryClient.ensureQueryData(options);
  } catch (error) {
    console.error('Caricamento non riuscito', options.queryKey, error);
    // updatedAt 0: stale at once, so it is fetched again as soon as a screen reads it.
    queryClient.setQueryData<TQueryFnData>(options.queryKey, empty, { updatedAt: 0 });
  }
}

/** The same for a list answered as an array, the common case. */
export const ensureListOrEmpty = <T, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T[], TError, TData, TQueryKey>,
): Promise<void> => ensureOrEmpty(queryClient, options, []);

/** The same for a list answered as a page of results (GET /clients). */
export const emptyPage = { content: [], page: 0, size: 0, totalElements: 0, totalPages: 0 };
