import type { SignupTokenStatus, SubscriptionStatus } from '@agendina/contract';
import type { BadgeTone } from '@agendina/ui';

/** The Italian words of a subscription's status in the admin console (openapi/ SubscriptionStatus). */
export const subscriptionStatusLabels: Readonly<Record<SubscriptionStatus, string>> = {
  TRIALING: 'In prova',
  ACTIVE: 'Attivo',
  PAST_DUE: 'Pagamento non riuscito',
  CANCELED: 'Disdetto',
  NONE: 'Nessun abbonamento',
};

export const subscriptionStatusTones: Readonly<Record<SubscriptionStatus, BadgeTone>> = {
  TRIALING: 'info',
  ACTIVE: 'success',
  PAST_DUE: 'warning',
  CANCELED: 'danger',
  NONE: 'neutral',
};

/** An invitation's state, as MODULES.md "Admin" names them: valida, usata, scaduta. */
export const signupTokenStatusLabels: Readonly<Record<SignupTokenStatus, string>> = {
  VALID: 'Valida',
  USED: 'Usata',
  EXPIRED: 'Scaduta',
};

export const signupTokenStatusTones: Readonly<Record<SignupTokenStatus, BadgeTone>> = {
  VALID: 'success',
  USED: 'neutral',
  EXPIRED: 'warning',
};

/** Sì / No of a yes-or-no column. */
export const yesNo = (value: boolean): string => (value ? 'Sì' : 'No');
