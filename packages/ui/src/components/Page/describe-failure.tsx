import { createContext, useContext, type ReactNode } from 'react';

/** A failure as a person reads it: a title, a sentence, and the fields it was about. */
export interface FailureDescription {
  title: string;
  message: string;
  details?: readonly string[] | undefined;
}

/** Turns whatever a call threw into words. */
export type DescribeFailure = (error: unknown) => FailureDescription;

// The kit knows no network (DESIGN.md §2): the app passes its error catalogue in once, at its
// root, as it passes its router to React Aria. Without one, the error's own message shows.
const fallback: DescribeFailure = (error) => ({
  title: 'Errore',
  message:
    error instanceof Error && error.message !== '' ? error.message : 'Operazione non riuscita.',
});

const DescribeFailureContext = createContext<DescribeFailure>(fallback);

/** Gives every FailureMessage below it the app's words for a failure. */
export function FailureDescriptionProvider({
  describe,
  children,
}: {
  describe: DescribeFailure;
  children: ReactNode;
}) {
  return <DescribeFailureContext value={describe}>{children}</DescribeFailureContext>;
}

export const useDescribeFailure = (): DescribeFailure => useContext(DescribeFailureContext);
