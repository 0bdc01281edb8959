/**
 * A notice for the home page, from the staff app: /signup with an invitation that does not
 * validate goes home (SPEC.md §2) and says why (issue #18). The home page is static, so the
 * sentence travels in sessionStorage (same origin, this tab only): never in the address, where
 * anybody could write a link that makes the site say anything. Read once: a reload forgets it.
 */
const HOME_NOTICE_KEY = 'agendina.avviso-home';

export function leaveHomeNotice(storage: Storage, message: string): void {
  storage.setItem(HOME_NOTICE_KEY, message);
}

export function takeHomeNotice(storage: Storage): string | null {
  const message = storage.getItem(HOME_NOTICE_KEY);
  storage.removeItem(HOME_NOTICE_KEY);
  return message;
}
