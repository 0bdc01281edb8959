import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { describeErrorText } from '@agendina/api';
import { Button, Stack } from '@agendina/ui';

interface CatchProps {
  onReset: () => void;
  children: ReactNode;
}

/** React's error boundary (a class is the only way to write one), with a 'Riprova' that resets. */
class CatchFailure extends Component<CatchProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Caricamento non riuscito', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Stack space="sm">
        <p role="alert">{describeErrorText(this.state.error)}</p>
        <div>
          <Button
            variant="secondary"
            onPress={() => {
              this.props.onReset();
              this.setState({ error: null });
            }}
          >
            Riprova
          </Button>
        </div>
      </Stack>
    );
  }
}

/**
 * A section that reads its server data with useSuspenseQuery: `loading` in place while it
 * loads, and a failure in place with 'Riprova' (which asks again), never the whole page.
 */
export function QueryBoundary({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <CatchFailure onReset={reset}>
          <Suspense fallback={loading}>{children}</Suspense>
        </CatchFailure>
      )}
    </QueryErrorResetBoundary>
  );
}
