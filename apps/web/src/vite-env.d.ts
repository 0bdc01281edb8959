/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  /** The analytics adapter: plausible or umami (none when unset). */
  readonly VITE_ANALYTICS?: string;
  readonly VITE_ANALYTICS_ENDPOINT?: string;
  /** Plausible: the site's domain; Umami: the website id. */
  readonly VITE_ANALYTICS_SITE?: string;
  /** The public site's address, for canonical links, Open Graph and the sitemap. */
  readonly VITE_SITE_URL?: string;
}
