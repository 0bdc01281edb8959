// The checks of «I tuoi dati» before a code is sent (issues #34, #35): the booking's form and the
// waitlist's ask the same of the person, with the same Italian messages, before the API is asked.
import { composePhoneNumber, validateEmail, validatePhone } from '@agendina/scheduling';
import { BOOKING_PAGE_MESSAGES } from './booking-kit.ts';
import type { BookingRenderer } from './booking-renderer.ts';
import type { BookingChoice, DetailsValues } from '../src/site/booking/booking-view.ts';

export type PersonErrors = Partial<Record<'name' | 'number' | 'email', string>>;

/** A message per field the person must fix; none when the code can be sent. */
export function personProblems(values: DetailsValues): PersonErrors {
  const errors: PersonErrors = {};
  if (values.name === '') errors.name = BOOKING_PAGE_MESSAGES.name;
  const phoneProblem =
    values.number === ''
      ? BOOKING_PAGE_MESSAGES.phone
      : validatePhone(values.number, values.prefix);
  if (phoneProblem) errors.number = phoneProblem;
  const emailProblem =
    values.channel === 'EMAIL' && values.email === ''
      ? BOOKING_PAGE_MESSAGES.emailForCode
      : validateEmail(values.email);
  if (emailProblem) errors.email = emailProblem;
  return errors;
}

/**
 * What a booking and a waitlist request send alike once the code is typed: the verification,
 * who the person is (the verified phone) and the services and operator; with the code's problem
 * when it is not six digits, said before the API is asked.
 */
export function verifiedRequest(
  form: URLSearchParams,
  fields: BookingRenderer['DETAILS_FIELDS'],
  values: DetailsValues,
  choice: BookingChoice,
) {
  const verificationId = form.get(fields.verification) ?? '';
  const code = (form.get(fields.code) ?? '').trim();
  return {
    verificationId,
    codeProblem: /^\d{6}$/.test(code) ? null : BOOKING_PAGE_MESSAGES.code,
    body: {
      verificationId,
      code,
      name: values.name,
      phone: composePhoneNumber(values.prefix, values.number) ?? '',
      email: values.email === '' ? null : values.email,
      serviceIds: choice.serviceIds,
      operatorId: choice.operatorId,
    },
  };
}
