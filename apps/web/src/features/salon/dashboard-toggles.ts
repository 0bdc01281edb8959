import { useCallback, useSyncExternalStore } from 'react';
import { storageSubscription, writeStored } from '../../lib/local-storage-store.ts';

/** localStorage keys of the dashboard card toggles (values 'true' / 'false', default on). */
export const dashboardToggleKeys = {
  cash: 'agendina_dashboard_cash_card',
  warehouse: 'agendina_dashboard_warehouse_card',
} as const;

export type DashboardCard = keyof typeof dashboardToggleKeys;

const changed = 'agendina:dashboard-toggles';

const read = (card: DashboardCard) =>
  window.localStorage.getItem(dashboardToggleKeys[card]) !== 'false';

const subscribe = storageSubscription(changed);

/** Whether the cash and warehouse cards are shown, and a setter; shared by /salone and the dashboard. */
export function useDashboardCardToggles() {
  const cash = useSyncExternalStore(
    subscribe,
    () => read('cash'),
    () => true,
  );
  const warehouse = useSyncExternalStore(
    subscribe,
    () => read('warehouse'),
    () => true,
  );
  const setCard = useCallback((card: DashboardCard, isOn: boolean) => {
    writeStored(dashboardToggleKeys[card], isOn ? 'true' : 'false', changed);
  }, []);
  return { cash, warehouse, setCard };
}
