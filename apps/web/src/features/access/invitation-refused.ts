// SPEC.md §2 sends /signup with an invitation that does not validate to the home page; issue
// #18 asks that an expired or used one says so: the sentence goes to the home page through
// site/home-notice.ts.

/** When the server gives no reason (the check itself failed, or an unknown token). */
export const INVITATION_REFUSED_FALLBACK =
  'Questo invito non è valido: chiedine uno nuovo all’assistenza.';

export const invitationRefusal = (validation: { message?: string | undefined }): string =>
  validation.message?.trim() || INVITATION_REFUSED_FALLBACK;
