/**
 * SPEC.md §7: an expired token blocks a request client-side except on these public paths.
 * Matched against the OpenAPI path template (openapi-fetch's `schemaPath`), so the /api prefix
 * of the production host does not matter.
 */
export const publicPathPatterns: readonly RegExp[] = [
  /^\/auth\//,
  /^\/public\//,
  // Subscription plans (public catalogue), e.g. /subscriptions/plans, /subscription/plans.
  /^\/subscriptions?\/plans(\/|$)/,
  // Client configuration, e.g. /config, /config/public.
  /^\/config(\/|$)/,
  // Checkout creation and checkout verify, e.g. /subscriptions/checkout, /payments/checkout/verify.
  /^\/(subscriptions?|payments?)\/checkout(\/verify)?(\/[^/]+)?$/,
];

export const isPublicPath = (schemaPath: string): boolean =>
  publicPathPatterns.some((pattern) => pattern.test(schemaPath));

/** Calls that work without a session (`security: []` in openapi/): no bearer is sent. */
export const credentialPaths: ReadonlySet<string> = new Set([
  '/auth/login',
  '/auth/signup',
  '/auth/verify-email',
  '/auth/resend-verification-email',
  '/auth/refresh-token',
  '/auth/validate-signup-token',
]);

export const isCredentialPath = (schemaPath: string): boolean => credentialPaths.has(schemaPath);

/**
 * Where a 401 or 403 is an answer (wrong password, spent refresh token, a logout of a session
 * already gone), not a reason to refresh or to sign out: the credential calls and logout.
 */
export const answersAuthItself = (schemaPath: string): boolean =>
  isCredentialPath(schemaPath) || schemaPath === '/auth/logout';
