// The headers every API answer carries (issue #15, item 8; OWASP REST Security Cheat Sheet):
// no MIME sniffing, no referrer, never framed, never stored by a cache. The API answers JSON
// only, so its own Content-Security-Policy allows nothing at all.
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const standard = secureHeaders({
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  // A route that sets its own (the test provider's card page: a CSP that lets its form and
  // stylesheet work) keeps it; every other answer gets these.
  overwrite: false,
});

/**
 * secureHeaders' set, and `Cache-Control: no-store` on every answer that does not say otherwise:
 * auth answers carry tokens and nearly every other one personal data; an operation that is public
 * and cacheable sets its own Cache-Control. Headers go on the answer's own Headers, so a large
 * answer (a week's calendar) is not rebuilt.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await standard(c, next);
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};
