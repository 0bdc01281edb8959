import type {
  SupportTicketCategory,
  SupportTicketCreateRequest,
  SupportTicketStatus,
} from '@agendina/api';
import type { BadgeTone } from '@agendina/ui';

/** The Italian labels of the categories (openapi/ SupportTicketCategory), in menu order. */
export const categoryLabels: Readonly<Record<SupportTicketCategory, string>> = {
  ACCOUNT: 'Account',
  APPOINTMENTS: 'Appuntamenti',
  CASH_DESK: 'Cassa',
  WAREHOUSE: 'Magazzino',
  BILLING: 'Fatturazione',
  OTHER: 'Altro',
};

export const statusLabels: Readonly<Record<SupportTicketStatus, string>> = {
  OPEN: 'Aperta',
  IN_PROGRESS: 'In lavorazione',
  RESOLVED: 'Risolta',
};

export const statusTones: Readonly<Record<SupportTicketStatus, BadgeTone>> = {
  OPEN: 'info',
  IN_PROGRESS: 'warning',
  RESOLVED: 'success',
};

/** The limits of SupportTicketCreateRequest in openapi/, checked before sending. */
export const ticketLimits = {
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

export interface TicketFormValues {
  subject: string;
  category: SupportTicketCategory | null;
  message: string;
}

export type TicketFormErrors = Partial<Record<keyof TicketFormValues, string>>;

export const emptyTicketValues: TicketFormValues = { subject: '', category: null, message: '' };

const lengthError = (
  value: string,
  { min, max }: { min: number; max: number },
  words: { empty: string; field: string },
): string | undefined => {
  const length = value.trim().length;
  if (length === 0) return words.empty;
  if (length < min) return `${words.field} deve avere almeno ${min} caratteri`;
  if (length > max) return `${words.field} può avere al massimo ${max} caratteri (ora ${length})`;
  return undefined;
};

/** Every field is required; subject and message within the contract's limits, once trimmed. */
export function validateTicketForm(values: TicketFormValues): TicketFormErrors {
  const errors: TicketFormErrors = {};
  const subject = lengthError(values.subject, ticketLimits.subject, {
    empty: "Inserisci l'oggetto della richiesta",
    field: "L'oggetto",
  });
  if (subject) errors.subject = subject;
  if (values.category === null) errors.category = 'Scegli una categoria';
  const message = lengthError(values.message, ticketLimits.message, {
    empty: 'Descrivi il problema o la domanda',
    field: 'Il messaggio',
  });
  if (message) errors.message = message;
  return errors;
}

/** The body of POST /support/tickets: trimmed, as the contract's pattern asks. */
export function ticketRequestOf(
  values: TicketFormValues & { category: SupportTicketCategory },
): SupportTicketCreateRequest {
  return {
    subject: values.subject.trim(),
    category: values.category,
    message: values.message.trim(),
  };
}
