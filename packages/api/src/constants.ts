/**
 * Business constants of SPEC.md §9 that the client needs. Every timing the app polls, caches or
 * debounces with lives here, named, so screens never hard-code a number.
 */

/** localStorage keys of the stored session (SPEC.md §3 and §9). */
export const storageKeys = {
  token: 'auth_token',
  user: 'auth_user',
  refreshToken: 'auth_refresh_token',
  remember: 'auth_remember',
  lastEmail: 'auth_last_email',
  /** Pending e-mail verification after a signup that requires it (SPEC.md §3, §4). */
  emailVerificationRequired: 'auth_email_verification_required',
  pendingVerificationEmail: 'auth_pending_verification_email',
  pendingVerificationUserId: 'auth_pending_verification_user_id',
  /** Per account, the device token of this browser: kept past logout (session/device-tokens.ts). */
  deviceTokens: 'auth_device_tokens',
} as const;

/** Conversation messages are polled every 3 s while the dialog is visible (SPEC.md §4, §9). */
export const conversationPollMs = 3_000;
/** First conversation poll after the dialog opens. */
export const conversationStartDelayOnOpenMs = 1_000;
/** First conversation poll after the (already open) dialog becomes visible again. */
export const conversationStartDelayOnShowMs = 500;

/** Dashboard auto-refresh. */
export const dashboardRefreshMs = 60_000;
/** Callbacks (assistance requests) polling. */
export const callbacksPollMs = 60_000;
/** The staff's news of online bookings (issue #34): asked every half minute while the tab is visible. */
export const onlineNewsPollMs = 30_000;
/** The quick view keeps the calendar of a date range for 5 minutes. */
export const quickViewCacheMs = 5 * 60_000;
/** Success messages (e.g. 'Messaggio inviato con successo') hide after 3 s. */
export const successMessageMs = 3_000;

/** Client search: debounce of the input, page size fetched, results shown. */
export const clientSearchDebounceMs = 300;
export const clientFetchSize = 1_000;
export const clientSearchResultLimit = 10;

/** Availability: next-slot search window and number of alternatives (SPEC.md §7, §9). */
export const nextSlotMaxDaysToSearch = 7;
export const multiOperatorMaxAlternatives = 5;

/** Minimum password length (SPEC.md §5, §9). */
export const minPasswordLength = 6;

/** The only role with admin rights; a missing role is USER (SPEC.md §6). */
export const adminRole = 'ADMIN';
export const defaultRole = 'USER';

/** Name of the Web Lock that makes the token refresh single-flight across tabs. */
export const refreshLockName = 'agendina:auth-refresh';
