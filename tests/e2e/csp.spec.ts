// Issue #15, item 8: the built app is served with a strict Content-Security-Policy (the web
// server's headers, apps/web/serve/security-headers.ts) and runs under it: no inline script, and
// nothing the app or the public site does (login, the dashboard's calls to the API on another
// origin, the /consulenza form) is refused by the policy.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { logInThroughForm } from './support/demo-accounts.ts';
import { apiOrigin } from './support/api.ts';

/** Every CSP violation the page reports, as console messages and as DOM events. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  return violations;
}

test('the app is served with a strict CSP and runs under it without a violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  // 'wasm-unsafe-eval' (the camera scanner's WebAssembly) is allowed; JavaScript eval is not.
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain(`connect-src 'self' ${apiOrigin}`);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The built page has no inline script: every script is a file of the app's own origin (JSON-LD
  // blocks are data, never run). Its inlined stylesheet is allowed by its hash.
  expect(await page.locator('script:not([src]):not([type="application/ld+json"])').count()).toBe(0);
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
  // The consultation form's island loads and runs under the same policy.
  await page.goto('/consulenza');
  await page.getByRole('button', { name: 'Richiedi la consulenza' }).click();
  await expect(page.getByText('Inserisci il tuo nome')).toBeVisible();
  await logInThroughForm(page, 'parrucchiere');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
