/** The operator of the week and month views is remembered here (SPEC.md §9: a local storage key). */
export const selectedOperatorKey = 'agendina_selected_operator';

export function readRememberedOperator(
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): number | null {
  const value = Number(storage.getItem(selectedOperatorKey));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function rememberOperator(
  id: number,
  storage: Pick<Storage, 'setItem'> = window.localStorage,
): void {
  storage.setItem(selectedOperatorKey, String(id));
}
