import { Component, Suspense, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Button, Stack } from '@agendina/ui';

interface ErrorBoundaryProps {
  /** What shows instead of the children once they threw; `reset` renders them again. */
  fallback: (reset: () => void) => ReactNode;
  /** Runs before the children render again (QueryErrorResetBoundary's reset). */
  onReset?: () => void;
  children: ReactNode;
}

/**
 * React's error boundary (a class: React has no hook for it), the few lines react-error-boundary
 * would add as a dependency. Its fallback gets a reset that tries the children again.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}

export interface QueryBoundaryProps {
  /** Shown in place while a useSuspenseQuery below is loading for the first time. */
  loading: ReactNode;
  /** Shown in place when it failed (after its retries); `retry` fetches again. */
  failure: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * A part of a screen that reads server data with useSuspenseQuery (decision 0018): its own
 * loading text and its own failure, in place, while the rest of the page works. TanStack Query's
 * QueryErrorResetBoundary lets the retry fetch the failed queries again instead of rethrowing.
 */
export function QueryBoundary({ loading, failure, children }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset} fallback={failure}>
          <Suspense fallback={loading}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/** A load failure said in place, with 'Riprova'. */
export function RetryAlert({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Stack space="md" role="alert">
      <p className={className}>{message}</p>
      <div>
        <Button variant="secondary" onPress={onRetry}>
          Riprova
        </Button>
      </div>
    </Stack>
  );
}
