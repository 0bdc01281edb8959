// Imported first by prerender-auth.tsx: the app's modules read window.location and
// window.localStorage when they load (lib/api.ts). At build time there is no browser; the
// storage is empty, which is what a first visit has, and the prerendered page is that visit's.
const memory = new Map<string, string>();
const storage: Storage = {
  get length() {
    return memory.size;
  },
  clear: () => memory.clear(),
  getItem: (key) => memory.get(key) ?? null,
  key: (index) => [...memory.keys()][index] ?? null,
  removeItem: (key) => void memory.delete(key),
  setItem: (key, value) => void memory.set(key, String(value)),
};
Object.assign(globalThis, {
  window: { location: new URL('http://localhost/login'), localStorage: storage },
  // The router's browser build (prerender-auth.tsx) registers itself on `self`.
  self: globalThis,
});
