/**
 * The reminder link of the contracts (issue #19): the provider signs with this JWT secret, so the
 * token of appointment 1001 of salon 1 (expiring at its start, 2030-03-07 09:30 in Rome) is
 * always the one below: HMAC-SHA256 over `a:1001|1|1899102600` with the key the server derives
 * from the secret (apps/server/src/services/reminders/token.ts). The forged one is the same
 * payload signed with another key.
 */
export const PROVIDER_JWT_SECRET = 'pact-provider-jwt-secret-of-agendina-0123456789';
export const REMINDER_TOKEN =
  'YToxMDAxfDF8MTg5OTEwMjYwMA.RjP1cgNC3I9uAz8qFCaFG4uoSRjwiiIikuwuJl9s89E';
export const FORGED_REMINDER_TOKEN =
  'YToxMDAxfDF8MTg5OTEwMjYwMA.e7noVU_Y8TtlYco98BIHKUbp5eVpBvq14BNJA76kk4o';
