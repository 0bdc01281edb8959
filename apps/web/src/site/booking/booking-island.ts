// The booking page's island (issue #34): with JavaScript on, each step arrives without a page
// load. The links and forms stay the server's (the page works without this file); the island
// only fetches what the browser would have loaded, puts the new step's <main> in place of the
// old one, keeps the address and the back button right, and moves focus to the new step's
// heading so a screen reader hears where it is. Anything unexpected falls back to the browser.

export interface BookingIslandOptions {
  fetch?: typeof fetch;
  /** A whole page load (the browser's way); tests watch it instead. */
  navigate?: (url: string) => void;
}

const ISLAND = 'main[data-island="booking"]';

/**
 * Said with every request (serve/booking-kit.ts reads it): a step that leaves for the deposit's
 * payment page (issue #35) then answers 204 with the address in LOCATION instead of a redirect,
 * which a fetch could not follow to another origin; the island opens it as a whole page.
 */
const ISLAND_HEADER = 'X-Booking-Island';
const LOCATION = 'X-Booking-Location';

/** The page's own steps: the same path (a choice in the address) or one of its form actions. */
function isStepOf(url: URL, page: URL): boolean {
  return url.origin === page.origin && url.pathname.startsWith(page.pathname.replace(/\/$/, ''));
}

export function enhanceBookingPage(root: HTMLElement, options: BookingIslandOptions = {}): void {
  const load = options.fetch ?? window.fetch.bind(window);
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));
  const page = new URL(window.location.href);
  let current = root;
  // Said on the element, so a test (or a curious reader) knows the steps now come this way:
  // a click before this line still works, through a page load.
  root.dataset['enhanced'] = 'true';

  async function go(url: URL, init: RequestInit | undefined, push: boolean): Promise<void> {
    current.setAttribute('aria-busy', 'true');
    let response: Response;
    try {
      response = await load(url, {
        ...init,
        headers: { Accept: 'text/html', [ISLAND_HEADER]: '1' },
      });
    } catch {
      navigate(url.href);
      return;
    }
    const away = response.headers.get(LOCATION);
    if (away) {
      navigate(away);
      return;
    }
    const html = await response.text();
    const next = new DOMParser().parseFromString(html, 'text/html');
    const main = next.querySelector<HTMLElement>(ISLAND);
    // Not a step of this page (a 404 of a page turned off, an error page): the browser's way.
    if (!main) {
      navigate(response.url || url.href);
      return;
    }
    main.dataset['enhanced'] = 'true';
    current.replaceWith(main);
    current = main;
    document.title = next.title;
    if (push) window.history.pushState(null, '', response.url || url.href);
    const heading = main.querySelector<HTMLElement>('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    } else main.focus();
  }

  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !current.contains(link)) return;
    if (event.defaultPrevented || event.button !== 0 || link.target) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(link.href);
    if (!isStepOf(url, page)) return;
    event.preventDefault();
    void go(url, undefined, true);
  });

  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !current.contains(form)) return;
    const url = new URL(form.action);
    if (!isStepOf(url, page)) return;
    event.preventDefault();
    const fields = new URLSearchParams();
    const data = new FormData(form, (event as SubmitEvent).submitter ?? null);
    for (const [name, value] of data) if (typeof value === 'string') fields.append(name, value);
    // A form sent by POST (the code, the booking) leaves the address as it was, as the browser
    // does: its own address only takes a POST.
    if (form.method.toLowerCase() === 'post') {
      void go(url, { method: 'POST', body: fields }, false);
      return;
    }
    url.search = fields.toString();
    void go(url, undefined, true);
  });

  window.addEventListener('popstate', () => {
    void go(new URL(window.location.href), undefined, false);
  });
}
