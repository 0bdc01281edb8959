import { Component, Suspense, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { describeErrorText } from '@agendina/api';
import { RetryAlert, pageFrame } from '@agendina/ui';

interface ErrorBoundaryProps {
  /** What shows instead of the children once they threw; `reset` renders them again. */
  fallback: (reset: () => void, error: unknown) => ReactNode;
  /** Runs before the children render again (QueryErrorResetBoundary's reset). */
  onReset?: () => void;
  /**
   * What the children show (a period, an id): when it changes, a failure is forgotten and the
   * children render again, so one failed read does not stand in for every later one.
   */
  resetKey?: string;
  children: ReactNode;
}

/**
 * React's error boundary (a class: React has no hook for it), the few lines react-error-boundary
 * would add as a dependency. Its fallback gets a reset that tries the children again.
 */
export class ErrorBoundary extends Component<
  ErrorBoundaryProps,
  { failed: boolean; error: unknown }
> {
  override state: { failed: boolean; error: unknown } = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error };
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ failed: false, error: null });
  };

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.reset();
  }

  override render() {
    return this.state.failed
      ? this.props.fallback(this.reset, this.state.error)
      : this.props.children;
  }
}

export interface QueryBoundaryProps {
  /** Shown in place while a useSuspenseQuery below is loading for the first time. */
  loading: ReactNode;
  /**
   * Shown in place when it failed (after its retries); `retry` fetches again. By default the
   * error's Italian text with 'Riprova'.
   */
  failure?: (retry: () => void, error: unknown) => ReactNode;
  /** See ErrorBoundary: a new key tries the children again after a failure. */
  resetKey?: string;
  children: ReactNode;
}

/**
 * A part of a screen that reads server data with useSuspenseQuery (decision 0018): its own
 * loading text and its own failure, in place, while the rest of the page works. TanStack Query's
 * QueryErrorResetBoundary lets the retry fetch the failed queries again instead of rethrowing.
 */
export function QueryBoundary({
  loading,
  failure = retryFailure,
  resetKey,
  children,
}: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset} fallback={failure} resetKey={resetKey}>
          <Suspense fallback={loading}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/**
 * A QueryBoundary's failure in a section's own words (in the page's failure style) with
 * 'Riprova', for a section whose sentence says more than the error's text would.
 */
export function retryAlertSaying(message: string) {
  return (retry: () => void) => (
    <RetryAlert className={pageFrame.failure} message={message} onRetry={retry} />
  );
}

function retryFailure(retry: () => void, error: unknown): ReactNode {
  return <RetryAlert message={describeErrorText(error)} onRetry={retry} />;
}
