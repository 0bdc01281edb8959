// The public API of @agendina/api. Screens import from here only.

// Client
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
} from './client/create-api-client.ts';
export { errorMiddleware } from './client/error-middleware.ts';
export { dataOf } from './client/data-of.ts';
export { shouldRetryQuery, maxQueryRetries } from './client/retry.ts';
export {
  resolveApiBaseUrl,
  productionSiteHosts,
  defaultApiHost,
  type BaseUrlInput,
} from './client/base-url.ts';

// Public site (no account): the /consulenza request, importable without the session or Query
export {
  sendConsultationRequest,
  CONSULTATION_FIELDS_MESSAGE,
  type ConsultationSendResult,
} from './public/consultation.ts';
// The booking page /prenota/{slug} (issue #34), called by the server that renders it
export {
  bookingPageCalls,
  isPaymentRequired,
  type BookingCallResult,
  type BookingChoice,
  type BookingPageCallOptions,
  type BookingPageCalls,
  type BookingPayment,
} from './public/booking.ts';
// The waitlist's claim link /lista-attesa/{token} (issue #35), called by the same server
export {
  waitlistClaimCalls,
  type WaitlistClaimCalls,
  type WaitlistOffer,
} from './public/waitlist-claim.ts';

// Session (SPEC.md §3-§6)
export {
  createSessionStore,
  createMemoryStorage,
  invalidTokenFormat,
  invalidRefreshTokenFormat,
  sessionWarnings,
  type SessionStore,
  type SessionStorage,
  type SessionStoreOptions,
  type SessionLogger,
  type StoredUser,
  type NewSession,
  type PendingVerification,
} from './session/store.ts';
export {
  isWellFormedToken,
  isTokenExpired,
  decodeTokenPayload,
  decodeBase64Url,
  encodeBase64Url,
  epochSeconds,
  makeToken,
  type JwtHeader,
  type JwtPayload,
} from './session/token.ts';
export { sanitiseText, sanitiseUser, sanitisedUserFields } from './session/sanitise.ts';
export { sessionOf, storedUserOf } from './session/from-response.ts';
export { createDeviceTokenStore, type DeviceTokenStore } from './session/device-tokens.ts';

// Auth (SPEC.md §4, §7)
export { createAuth, type Auth, type CreateAuthOptions } from './auth/create-auth.ts';
export { createAuthMiddleware, type AuthMiddlewareOptions } from './auth/middleware.ts';
export {
  createRefreshQueue,
  isRevokedTokenMessage,
  NoRefreshTokenError,
  type RefreshQueue,
  type RefreshResult,
  type RefreshTokens,
} from './auth/refresh-queue.ts';
export {
  createCrossTabLock,
  createInTabLock,
  type CrossTabLock,
  type LockManagerLike,
} from './auth/cross-tab-lock.ts';
export {
  createAuthEvents,
  type AuthEvent,
  type AuthEventListener,
  type AuthEvents,
} from './auth/events.ts';
export {
  isPublicPath,
  isCredentialPath,
  answersAuthItself,
  publicPathPatterns,
  credentialPaths,
} from './auth/public-paths.ts';

// Errors (SPEC.md §8)
export {
  ApiError,
  isApiError,
  parseErrorBody,
  networkErrorMessage,
  type ApiErrorBody,
  type ApiErrorKind,
} from './errors/api-error.ts';
export {
  describeError,
  describeErrorText,
  describePasswordChangeError,
  describeWhatsAppSendError,
  validationDetails,
  passwordChangeMessages,
  errorCodes,
  type ErrorDescription,
} from './errors/catalogue.ts';
export {
  appointmentMessages,
  whatsAppMessages,
  sessionMessages,
  passwordValidationMessages,
  dateFallbacks,
} from './errors/messages.ts';
export {
  assistanceReasonLabel,
  assistanceReasonLabels,
  prettifyReason,
  unspecifiedReasonLabel,
} from './errors/reasons.ts';

// Constants (SPEC.md §9)
export * from './constants.ts';

// Queries and mutations (one module per tag of openapi/)
export * from './queries/auth.ts';
export * from './queries/users.ts';
export * from './queries/admin.ts';
export * from './queries/admin-jobs.ts';
export * from './queries/admin-salons.ts';
export * from './queries/admin-audit.ts';
export * from './queries/salon-export.ts';
export * from './queries/subscription.ts';
export * from './queries/integration-keys.ts';
export * from './queries/whatsapp-settings.ts';
export * from './queries/dashboard.ts';
export * from './queries/clients.ts';
export * from './queries/client-service-durations.ts';
export * from './queries/appointments.ts';
export * from './queries/appointment-outcomes.ts';
export * from './queries/appointment-replan.ts';
export * from './queries/multi-operator.ts';
export * from './queries/availability.ts';
export * from './queries/scheduling.ts';
export * from './queries/hairdressers.ts';
export * from './queries/services.ts';
export * from './queries/support.ts';
export * from './queries/reminders.ts';
export * from './queries/online-booking.ts';
export * from './queries/online-news.ts';
export * from './queries/deposits.ts';
export * from './queries/waitlist.ts';
export * from './queries/warehouse-products.ts';
export * from './queries/warehouse-stock.ts';
export * from './queries/receipts.ts';
export * from './queries/cash-desk.ts';
export * from './queries/cash-report.ts';
export * from './queries/statistics.ts';
export * from './queries/admin-fiscal.ts';
export * from './queries/calendar-keys.ts';
export { cachedGroup, findCachedAppointments } from './queries/appointment-cache.ts';
export { healthQueryOptions } from './queries/health.ts';
export { intentKey, newIdempotencyKey, type IntentKey } from './idempotency/idempotency-key.ts';
export { useIdempotentMutation } from './idempotency/use-idempotent-mutation.ts';

// Types
export type * from '@agendina/contract';

// The api edge (SPEC.md §3): wire shapes with their aliases in, one strict type out
export {
  normaliseAppointment,
  normaliseAppointments,
  type RawAppointment,
  type NormaliseOptions,
} from './normalise/appointments.ts';
export { appointmentsFromCalendar, type RawCalendarResponse } from './normalise/calendar.ts';
