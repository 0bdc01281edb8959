#!/usr/bin/env node
// Checks that openapi/ covers every call of SPEC.md §7 (listed in spec-coverage.json) and that
// every operation follows the contract rules of DESIGN.md §4 and the decision record
// docs/decisions/0003-openapi-paths.md. Which operations document the 403 of an account
// without a salon is checked by apps/server (contract-rules.test.ts), which knows the answer.
//
//   node openapi/check-coverage.mjs                      # reads openapi/openapi.yaml and its $refs
//   node openapi/check-coverage.mjs /tmp/bundle.json     # or a bundle (redocly bundle --ext json)
//
// YAML needs the `yaml` or `js-yaml` package to be resolvable; without either, pass a JSON
// bundle. Plain Node ESM, no other dependency. Exit code 1 on any problem.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const entry = resolve(process.argv[2] ?? resolve(here, 'openapi.yaml'));
const expected = JSON.parse(readFileSync(resolve(here, 'spec-coverage.json'), 'utf8'));

/** Issue #34: the calls of a salon's booking page /prenota/{slug} (no account). */
const BOOKING_PAGE = [
  'GET /public/booking/{slug}',
  'GET /public/booking/{slug}/days',
  'GET /public/booking/{slug}/times',
  'GET /public/booking/{slug}/why',
  'POST /public/booking/{slug}/verifications',
  'POST /public/booking/{slug}/bookings',
  'POST /public/booking/{slug}/payments/verify',
];

/** Issue #35: the waitlist's public calls (join from the page, the claim link). */
const WAITLIST_PUBLIC = [
  'POST /public/booking/{slug}/waitlist',
  'GET /public/waitlist/{token}',
  'POST /public/waitlist/{token}',
];

/** Issue #34: the manage link (the reminders' link) moves the visit and gives its .ics. */
const MANAGE_LINK = [
  'GET /public/reminders/{token}/days',
  'GET /public/reminders/{token}/times',
  'POST /public/reminders/{token}/reschedule',
  'GET /public/reminders/{token}/calendar',
];

/** Operations allowed outside SPEC.md §7 (MODULES.md additions: inbox, support, ingestion, cash desk). */
const OUTSIDE_SPEC = new Set([
  'GET /health',
  'GET /ready',
  'GET /dashboard/conversations',
  // Issue #15: today's bookings counted by the server (the recent list stops at its limit).
  'GET /dashboard/bookings-today',
  // Issue #19 (MODULES.md "Calendar work beyond SPEC.md"): cancel with a reason, no-show, and
  // the paged search of /gestione-appuntamenti.
  'GET /appointments/search',
  'POST /appointments/{id}/cancel',
  'POST /appointments/{id}/no-show',
  'DELETE /appointments/{id}/no-show',
  'GET /support/tickets',
  'POST /support/tickets',
  'GET /support/tickets/{id}',
  'POST /integrations/messages',
  'POST /integrations/fallback-requests',
  'GET /cash/queue',
  'POST /cash/drafts',
  'GET /cash/receipts',
  'POST /cash/receipts',
  'GET /cash/receipts/{id}',
  'POST /cash/receipts/{id}/void',
  'POST /cash/receipts/{id}/email',
  'POST /cash/receipts/{id}/refunds',
  'GET /cash/fiscal/queue',
  'POST /cash/fiscal/queue/retry',
  'GET /cash/report',
  'GET /cash/report/csv',
  'POST /cash/closings',
  'GET /cash/closings',
  'POST /admin/fiscal/connection-test',
  'POST /admin/fiscal/test-receipt',
  'POST /admin/fiscal/test-void',
  // Issue #21: the durable jobs' dead letters for the admin (decision 0026).
  'GET /admin/jobs',
  'POST /admin/jobs/{id}/retry',
  // Issue #18: subscription checkout (MODULES.md "Subscription") and the admin console.
  'GET /subscription/plans',
  'GET /subscription',
  'POST /subscription/checkout',
  'POST /subscription/checkout/verify',
  'POST /subscription/cancel',
  'POST /subscription/resume',
  'POST /subscription/webhooks/{provider}',
  'GET /admin/salons',
  'GET /admin/salons/{id}',
  'PATCH /admin/salons/{id}',
  'GET /admin/salons/{id}/sessions',
  'DELETE /admin/salons/{id}/sessions/{sessionId}',
  'POST /admin/salons/{id}/sessions/revoke-all',
  'GET /admin/salons/{id}/integration-keys',
  'POST /admin/salons/{id}/integration-keys',
  'POST /admin/salons/{id}/integration-keys/{keyId}/revoke',
  'GET /admin/salons/{id}/audit',
  // Issue #32: the admin-wide activity register, and a salon's own data export (GDPR art. 20).
  'GET /admin/audit',
  'GET /salon/export',
  'GET /users/me/integration-keys',
  'POST /users/me/integration-keys',
  'POST /users/me/integration-keys/{keyId}/rotate',
  'POST /users/me/integration-keys/{keyId}/revoke',
  // Issue #19: reschedule a visit (MODULES.md "Calendar work beyond SPEC.md").
  'POST /appointments/{id}/move',
  'PUT /appointments/{id}/plan',
  // Issue #17: the warehouse (MODULES.md "Warehouse").
  'GET /warehouse/overview',
  'GET /warehouse/products',
  'POST /warehouse/products',
  'POST /warehouse/products/import',
  'GET /warehouse/products/by-ean/{ean}',
  'GET /warehouse/products/{id}',
  'PUT /warehouse/products/{id}',
  'GET /warehouse/product-categories',
  'GET /warehouse/stock/csv',
  'GET /warehouse/suppliers',
  'POST /warehouse/suppliers',
  'GET /warehouse/suppliers/{id}',
  'PUT /warehouse/suppliers/{id}',
  'GET /warehouse/orders',
  'POST /warehouse/orders',
  'POST /warehouse/orders/propose',
  'GET /warehouse/orders/{id}',
  'PUT /warehouse/orders/{id}',
  'POST /warehouse/orders/{id}/send',
  'POST /warehouse/orders/{id}/receive',
  'POST /warehouse/orders/{id}/cancel',
  'GET /warehouse/movements',
  'POST /warehouse/movements',
  'GET /warehouse/counts',
  'POST /warehouse/counts',
  'GET /warehouse/counts/{id}',
  'PUT /warehouse/counts/{id}/lines/{productId}',
  'POST /warehouse/counts/{id}/close',
  'POST /warehouse/counts/{id}/cancel',
  // Issue #20: the consultation request of the public site's /consulenza form.
  'POST /public/consultation-requests',
  // Issue #19: the salon's WhatsApp Cloud API settings and Meta's webhook.
  'GET /salon/whatsapp',
  'PUT /salon/whatsapp',
  'GET /webhooks/whatsapp',
  'POST /webhooks/whatsapp',
  // Issue #19: visit reminders, their settings and the client's signed link.
  'GET /salon/reminders',
  'PUT /salon/reminders',
  'GET /public/reminders/{token}',
  'POST /public/reminders/{token}',
  // Issue #34: online booking, the salon's settings and its booking page.
  'GET /salon/online-booking',
  'PUT /salon/online-booking',
  ...BOOKING_PAGE,
  ...WAITLIST_PUBLIC,
  ...MANAGE_LINK,
  'POST /appointments/{id}/accept',
  'POST /appointments/{id}/decline',
  // Issue #34: the staff's in-app news of the visits booked online.
  'GET /appointments/online/news',
  // Issue #36: the «Statistiche» screen, one call per panel (Premium and trials).
  'GET /statistics/occupancy',
  'GET /statistics/revenue',
  'GET /statistics/clients',
  'GET /statistics/cancellations',
  'GET /statistics/sources',
  'GET /statistics/top-services',
  // Issue #35: deposits and the waitlist.
  'POST /deposits/{id}/refund',
  'GET /clients/{id}/deposits',
  'GET /waitlist',
  'DELETE /waitlist/{id}',
  'POST /waitlist/{id}/offer',
]);
/** Operations without authentication (`security: []`); every other one needs bearerAuth. */
const PUBLIC = new Set([
  'POST /auth/login',
  'POST /auth/signup',
  'POST /auth/verify-email',
  'POST /auth/resend-verification-email',
  'POST /auth/refresh-token',
  'POST /auth/validate-signup-token',
  'GET /health',
  'GET /ready',
  'GET /subscription/plans',
  'POST /subscription/checkout/verify',
  'POST /subscription/webhooks/{provider}',
  'POST /public/consultation-requests',
  'GET /webhooks/whatsapp',
  'POST /webhooks/whatsapp',
  'GET /public/reminders/{token}',
  'POST /public/reminders/{token}',
  ...MANAGE_LINK,
  ...BOOKING_PAGE,
  ...WAITLIST_PUBLIC,
]);
/** Operations of the assistants' ingestion API: X-Integration-Key (integrationKey), never bearerAuth. */
const INTEGRATION = new Set([
  'POST /integrations/messages',
  'POST /integrations/fallback-requests',
]);
/** Events pushed by the payment provider: their body is the provider's, so it stays open. */
const WEBHOOKS = new Set(['POST /subscription/webhooks/{provider}', 'POST /webhooks/whatsapp']);
const TAGS = new Set([
  'Auth',
  'Users',
  'Admin',
  'Dashboard',
  'Clients',
  'ClientServiceDurations',
  'Appointments',
  'Availability',
  'Scheduling',
  'Hairdressers',
  'Services',
  'Support',
  'Integrations',
  'Cassa',
  'Magazzino',
  'Statistiche',
  'Subscription',
  'Public',
  'System',
]);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

async function yamlParser() {
  try {
    const { parse } = await import('yaml');
    return parse;
  } catch {
    try {
      const jsYaml = await import('js-yaml');
      return (text) => (jsYaml.load ?? jsYaml.default.load)(text);
    } catch {
      return null;
    }
  }
}

const parseYaml = await yamlParser();
const files = new Map();
function load(file) {
  if (!files.has(file)) {
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('.json')) files.set(file, JSON.parse(text));
    else if (parseYaml) files.set(file, parseYaml(text));
    else {
      console.error('No YAML parser (yaml or js-yaml) is resolvable: pass a JSON bundle instead,');
      console.error(
        '  npx --yes @redocly/cli@2 bundle openapi/openapi.yaml --ext json -o /tmp/bundle.json',
      );
      process.exit(2);
    }
  }
  return files.get(file);
}

function pointer(doc, fragment) {
  if (!fragment) return doc;
  return fragment
    .replace(/^\//, '')
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node, key) => {
      if (node === undefined || node === null || !(key in node))
        throw new Error(`unresolvable pointer #/${fragment}`);
      return node[key];
    }, doc);
}

/** Follows $ref chains; returns the node and the file it lives in. */
function deref(node, file) {
  let current = node;
  let where = file;
  for (
    let hops = 0;
    current && typeof current === 'object' && typeof current.$ref === 'string';
    hops++
  ) {
    if (hops > 20) throw new Error(`$ref loop at ${where}`);
    const [target, fragment = ''] = current.$ref.split('#');
    if (target) where = resolve(dirname(where), target);
    current = pointer(load(where), fragment);
  }
  return { node: current, file: where };
}

const root = load(entry);
const problems = [];
const seenIds = new Map();
const found = new Set();

function hasExample(content, file) {
  return Object.values(content ?? {}).some((mediaRef) => {
    const { node: media } = deref(mediaRef, file);
    return media?.example !== undefined || Object.keys(media?.examples ?? {}).length > 0;
  });
}

for (const [path, itemRef] of Object.entries(root.paths ?? {})) {
  const { node: item, file: itemFile } = deref(itemRef, entry);
  for (const method of METHODS) {
    const op = item[method];
    if (!op) continue;
    const key = `${method.toUpperCase()} ${path}`;
    const fail = (message) => problems.push(`${key}: ${message}`);
    found.add(key);

    if (!/^[a-z][a-zA-Z0-9]*$/.test(op.operationId ?? ''))
      fail(`operationId missing or not camelCase (${op.operationId})`);
    else if (seenIds.has(op.operationId))
      fail(`operationId ${op.operationId} also used by ${seenIds.get(op.operationId)}`);
    else seenIds.set(op.operationId, key);

    if (!Array.isArray(op.tags) || op.tags.length !== 1 || !TAGS.has(op.tags[0]))
      fail(`needs exactly one known tag (${op.tags})`);
    if (!op.summary?.trim()) fail('summary missing');

    const isPublic = Array.isArray(op.security) && op.security.length === 0;
    if (isPublic !== PUBLIC.has(key))
      fail(
        isPublic ? 'is public but should require bearerAuth' : 'should be public (security: [])',
      );
    const schemes = (op.security ?? root.security ?? []).flatMap((s) => Object.keys(s));
    if (INTEGRATION.has(key) !== (schemes.length === 1 && schemes[0] === 'integrationKey'))
      fail(
        INTEGRATION.has(key)
          ? 'must require exactly the integrationKey scheme'
          : 'uses integrationKey but is not an ingestion operation',
      );

    const responses = op.responses ?? {};
    const codes = new Set(Object.keys(responses));
    if (![...codes].some((code) => /^2\d\d$/.test(code))) fail('no 2xx response');
    if (!codes.has('500')) fail('no 500 response');
    if (!isPublic && !codes.has('401')) fail('authenticated but no 401 response');
    if (path.includes('{') && !codes.has('404')) fail('has a path id but no 404 response');
    if (path.includes('{') && !codes.has('400'))
      fail('has a path id but no 400 response (an id that is not a positive integer)');

    const { node: body, file: bodyFile } = op.requestBody
      ? deref(op.requestBody, itemFile)
      : { node: null, file: itemFile };
    if (body && !codes.has('400')) fail('has a request body but no 400 response');
    if (body && !codes.has('413')) fail('has a request body but no 413 response (over 1 MB)');
    for (const [type, mediaRef] of Object.entries(body?.content ?? {})) {
      if (type !== 'application/json') continue;
      const { node: media, file: mediaFile } = deref(mediaRef, bodyFile);
      const { node: schema } = deref(media.schema, mediaFile);
      // A provider's webhook event is the provider's shape, signed byte for byte: not ours to close.
      if (WEBHOOKS.has(key)) continue;
      if (schema?.type === 'object' && schema.additionalProperties !== false)
        fail('JSON request body must have additionalProperties: false');
    }

    const responseExamples = Object.values(responses).some((r) => {
      const { node, file } = deref(r, itemFile);
      return hasExample(node?.content, file);
    });
    if (!(body && hasExample(body.content, bodyFile)) && !responseExamples) fail('no example');
  }
}

const duplicates = expected.filter((call, i) => expected.indexOf(call) !== i);
for (const call of duplicates) problems.push(`spec-coverage.json lists ${call} twice`);
const missing = expected.filter((call) => !found.has(call));
for (const call of missing) problems.push(`${call}: in SPEC.md §7 but not in the document`);
const extra = [...found].filter((op) => !expected.includes(op) && !OUTSIDE_SPEC.has(op));
for (const op of extra)
  problems.push(`${op}: in the document but neither in spec-coverage.json nor allowed outside §7`);

if (problems.length > 0) {
  console.error(`FAIL: ${problems.length} problem(s)`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
const covering = [...found].filter((op) => expected.includes(op)).length;
console.log(`OK: ${covering} operations cover the ${expected.length} calls of SPEC.md §7`);
const outside = [...found].filter((op) => OUTSIDE_SPEC.has(op));
if (outside.length > 0)
  console.log(
    `   plus ${outside.length} outside §7: ${outside.join(', ')} (${found.size} operations in all)`,
  );
