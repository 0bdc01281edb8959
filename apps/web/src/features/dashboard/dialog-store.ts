import type { DashboardDialog } from './DashboardDialogs.tsx';

/**
 * Which dashboard modal is open, outside React state: opening the wizard or a detail renders the
 * dialogs, not the page around them, so the calendar's hundreds of cells are not drawn again
 * between the press and the dialog's first paint (issue #37, interactions within a frame budget).
 */
export interface DialogStore {
  get: () => DashboardDialog;
  set: (dialog: DashboardDialog) => void;
  subscribe: (onChange: () => void) => () => void;
}

const NONE: DashboardDialog = { kind: 'none' };

export function createDialogStore(): DialogStore {
  let current = NONE;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (dialog) => {
      current = dialog;
      for (const listener of listeners) listener();
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
