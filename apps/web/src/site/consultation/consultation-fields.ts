// What the /consulenza form and its island share: the field names (the request body's keys), the
// ids the error slots hang on, and the texts a person reads. No React, no DOM: the island
// imports this without the component.
import type { ConsultationField } from '@agendina/scheduling';

/** The id of a field's control and of its error slot (aria-describedby). */
export const fieldId = (field: ConsultationField | 'website') => `consulenza-${field}`;
export const errorId = (field: ConsultationField) => `consulenza-${field}-errore`;

/** The fields in the order of the form (the first invalid one gets the focus). */
export const CONSULTATION_FIELDS = [
  'name',
  'businessName',
  'businessType',
  'phone',
  'email',
  'message',
  'consent',
] as const satisfies readonly ConsultationField[];

export const CONSULTATION_TEXTS = {
  submit: 'Richiedi la consulenza',
  sending: 'Invio in corso…',
  thanksTitle: 'Grazie, abbiamo ricevuto la tua richiesta',
  thanksBody:
    'Ti ricontatteremo al più presto al numero o all’indirizzo e-mail che ci hai indicato per fissare la consulenza.',
} as const;
