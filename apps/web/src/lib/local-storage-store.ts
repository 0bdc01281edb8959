// Values kept in localStorage that components read with useSyncExternalStore: a reader hears the
// other tabs' writes (the browser's storage event) and this tab's own (an event of the app's, as
// the storage event never fires in the tab that wrote).

/** The `subscribe` of useSyncExternalStore for values written with writeStored(…, event). */
export const storageSubscription = (event: string) => (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  window.addEventListener(event, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(event, onChange);
  };
};

/** Writes `value` at `key` and tells this tab's readers. */
export function writeStored(key: string, value: string, event: string): void {
  window.localStorage.setItem(key, value);
  window.dispatchEvent(new Event(event));
}
