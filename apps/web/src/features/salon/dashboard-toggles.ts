import { useCallback, useSyncExternalStore } from 'react';

/** localStorage keys of the dashboard card toggles (values 'true' / 'false', default on). */
export const dashboardToggleKeys = {
  cash: 'agendina_dashboard_cash_card',
  warehouse: 'agendina_dashboard_warehouse_card',
} as const;

export type DashboardCard = keyof typeof dashboardToggleKeys;

const changed = 'agendina:dashboard-toggles';

const read = (card: DashboardCard) =>
  window.localStorage.getItem(dashboardToggleKeys[card]) !== 'false';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(changed, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changed, onChange);
  };
}

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
    window.localStorage.setItem(dashboardToggleKeys[card], isOn ? 'true' : 'false');
    window.dispatchEvent(new Event(changed));
  }, []);
  return { cash, warehouse, setCard };
}
