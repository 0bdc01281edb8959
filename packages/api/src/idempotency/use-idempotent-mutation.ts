import { useState } from 'react';
import {
  useMutation,
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { intentKey } from './idempotency-key.ts';

/**
 * A mutation whose writes carry an Idempotency-Key made once per user intent: `optionsFor`
 * builds the mutation with that key (the queries' factories take it), every try of the intent
 * (a retry after a lost answer, a second press) sends the same key so the server writes once,
 * and a success starts a new intent, so the next write is not answered with the old one.
 */
export function useIdempotentMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  optionsFor: (idempotencyKey: string) => UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  // Per mounted component: a dialog opened again is a new intent.
  const [intent] = useState(intentKey);
  const options = optionsFor(intent.current());
  return useMutation({
    ...options,
    onSuccess: (...args) => {
      intent.done();
      return options.onSuccess?.(...args);
    },
  });
}
