import { defaultApiHost } from '../../../packages/api/src/client/base-url.ts';

/**
 * The one inline style the app adds: React Aria's usePress puts a fixed <style> in the head
 * (`@layer { [data-react-aria-pressable] { touch-action: pan-x pan-y pinch-zoom; } }`), allowed
 * by its hash instead of 'unsafe-inline'. If React Aria changes that text, tests/e2e/csp.spec.ts
 * fails with the new hash in Chromium's message.
 */
const REACT_ARIA_PRESSABLE_STYLE = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

const originOf = (url: string | undefined): string | null => {
  try {
    return url?.trim() ? new URL(url.trim()).origin : null;
  } catch {
    return null;
  }
};

/**
 * The Content-Security-Policy of the built app and site (issue #15; README "Header di sicurezza
 * in produzione" has what a reverse proxy must send): scripts and styles only from the app's
 * own files (and the one inline style above), no inline script, no eval; fetch only to itself,
 * to the API (VITE_API_URL, else @agendina/api's default host) and to the analytics endpoint
 * when one is configured; never framed, but a salon's booking page (`frameAncestors`, issue #34,
 * bookingPageFrameHeaders). JSON-LD blocks are data, not scripts: CSP allows them.
 */
export function contentSecurityPolicy(
  apiUrl?: string,
  analyticsEndpoint?: string,
  styleHashes: readonly string[] = [],
  frameAncestors: readonly string[] = [],
  formActions: readonly string[] = [],
): string {
  const connect = [originOf(apiUrl) ?? new URL(defaultApiHost).origin, originOf(analyticsEndpoint)];
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the camera scanner's zxing-wasm (served from 'self') must compile.
    "script-src 'self' 'wasm-unsafe-eval'",
    // The public site's inlined stylesheet, by its hash (build-site.ts).
    `style-src 'self' ${[REACT_ARIA_PRESSABLE_STYLE, ...styleHashes].join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connect.filter(Boolean).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formActions].join(' '),
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}

/** Every response of the web server carries these. */
export function securityHeaders(
  apiUrl?: string,
  analyticsEndpoint?: string,
  styleHashes: readonly string[] = [],
) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiUrl, analyticsEndpoint, styleHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  } as const;
}

/**
 * Where a booking page's form may lead (issue #35): «Conferma e paga l'acconto» and «Prenota questo
 * orario» answer with a redirect to the deposit's payment page, and Chromium applies form-action
 * to a form's redirects too. The built-in test checkout is served by the API; Stripe Checkout's
 * hosted page is checkout.stripe.com.
 */
export const PAYMENT_PAGE_ORIGINS = ['https://checkout.stripe.com'] as const;

/**
 * What a salon's booking page sends instead of the default frame headers (issue #34): framed by
 * the app's own origin, 'self' (the preview in /salone › «Prenotazioni online», whose iframe loads
 * the page from the very origin the app runs on, decision 0057) and by the sites the salon lists
 * (its widget); by no one else. X-Frame-Options cannot list sites: SAMEORIGIN while there are
 * none, left out once there are (browsers that read frame-ancestors then ignore it anyway).
 */
export function bookingPageFrameHeaders(
  sites: readonly string[],
  apiUrl?: string,
  analyticsEndpoint?: string,
  styleHashes: readonly string[] = [],
): Record<string, string> {
  const api = originOf(apiUrl) ?? new URL(defaultApiHost).origin;
  const policy = contentSecurityPolicy(
    apiUrl,
    analyticsEndpoint,
    styleHashes,
    ["'self'", ...sites],
    [api, ...PAYMENT_PAGE_ORIGINS],
  );
  return {
    'Content-Security-Policy': policy,
    ...(sites.length === 0 ? { 'X-Frame-Options': 'SAMEORIGIN' } : {}),
  };
}
