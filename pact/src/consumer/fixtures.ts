import { MatchersV3 } from '@pact-foundation/pact';
import type { MultiOperatorCreateRequest } from '@agendina/api';

const { like, eachLike, regex, integer, boolean, string, uuid } = MatchersV3;

/** Formats of openapi/components/schemas, as Pact matchers. */
export const localDateTime = (example: string) =>
  regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$', example);
export const day = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}$', example);
export const hhmm = (example: string) => regex('^([01]\\d|2[0-3]):[0-5]\\d$', example);
export const instant = (example = '2030-02-20T17:42:11+01:00') =>
  regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', example);
export const jwt = (example: string) =>
  regex('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$', example);
export const colorCode = (example = '#E91E63') => regex('^#[0-9A-Fa-f]{6}$', example);
export const phone = (example = '+393471234567') => regex('^\\+[1-9]\\d{6,14}$', example);
export const email = (example: string) => regex('^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', example);
export const oneOf = (values: readonly string[], example: string) =>
  regex(`^(${values.join('|')})$`, example);

export const appointmentStatus = (example = 'BOOKED') =>
  oneOf(['BOOKED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'NO_SHOW', 'REQUESTED'], example);
export const appointmentSource = (example = 'MANUAL') =>
  oneOf(['WHATSAPP_AI', 'MANUAL', 'VOICE_AI', 'ONLINE'], example);
export const serviceCategory = (example = 'TAGLIO') =>
  oneOf(
    ['COLORE', 'TAGLIO', 'SHAMPOO', 'PIEGA', 'TRATTAMENTO', 'MASSAGGIO', 'ESTETICA', 'ALTRO'],
    example,
  );
export const validationType = (example = 'warning') => oneOf(['error', 'warning', 'info'], example);

/** An appointment as the calendar, the details dialog and the lists read it (SPEC.md §3). */
export const appointment = (overrides: Record<string, unknown> = {}) => ({
  id: integer(1001),
  clientId: integer(42),
  clientName: string('Giulia Rossi'),
  hairdresserId: integer(3),
  hairdresserName: string('Sara Conti'),
  service: string('Taglio donna'),
  serviceId: integer(5),
  dateTime: localDateTime('2030-03-07T09:30:00'),
  endTime: localDateTime('2030-03-07T10:15:00'),
  durationMinutes: integer(45),
  status: appointmentStatus(),
  source: appointmentSource(),
  createdAt: instant(),
  isMultiOperator: boolean(false),
  ...overrides,
});

/** An appointment of a multi-service group (the group id and order are read). */
export const groupAppointment = (overrides: Record<string, unknown> = {}) =>
  appointment({
    appointmentGroupId: uuid('3f2b9c1e-7a4d-4e8b-9c2a-1d5e6f7a8b9c'),
    serviceOrder: integer(1),
    groupSize: integer(2),
    ...overrides,
  });

export const client = (overrides: Record<string, unknown> = {}) => ({
  id: integer(42),
  name: string('Giulia Rossi'),
  phoneNumber: phone(),
  email: email('giulia.rossi@example.it'),
  ...overrides,
});

export const service = (overrides: Record<string, unknown> = {}) => ({
  id: integer(5),
  name: string('Taglio donna'),
  price: integer(3500),
  durationMinutes: integer(45),
  durationMin: integer(45),
  priority: integer(10),
  active: boolean(true),
  category: serviceCategory(),
  ...overrides,
});

export const hairdresser = (overrides: Record<string, unknown> = {}) => ({
  id: integer(3),
  name: string('Sara Conti'),
  role: oneOf(['HAIRDRESSER', 'ASSISTANT'], 'HAIRDRESSER'),
  colorCode: colorCode(),
  active: boolean(true),
  services: eachLike({
    id: integer(5),
    name: string('Taglio donna'),
    price: integer(3500),
    duration: integer(45),
    isActive: boolean(true),
  }),
  ...overrides,
});

export const timeSlot = (overrides: Record<string, unknown> = {}) => ({
  startTime: localDateTime('2030-03-07T10:45:00'),
  endTime: localDateTime('2030-03-07T11:30:00'),
  overtime: boolean(false),
  ...overrides,
});

export const validationItem = () => ({
  code: string('GAP_INFO'),
  type: validationType('info'),
  title: string('Pausa tra i servizi'),
  message: string('20 minuti tra Colore e Taglio'),
  executionOrders: eachLike(integer(1)),
});

export const scheduledBlock = () => ({
  serviceId: integer(5),
  serviceName: string('Taglio donna'),
  operatorId: integer(3),
  operatorName: string('Sara Conti'),
  startTime: localDateTime('2030-03-07T09:30:00'),
  endTime: localDateTime('2030-03-07T10:15:00'),
  durationMinutes: integer(45),
  executionOrder: integer(1),
  gapBeforeMinutes: integer(0),
});

export const scheduleOption = () => ({
  startDateTime: localDateTime('2030-03-07T09:30:00'),
  endDateTime: localDateTime('2030-03-07T10:15:00'),
  totalDurationMinutes: integer(45),
  totalGapMinutes: integer(0),
  blocks: eachLike(scheduledBlock()),
});

export const message = (example: string) => ({ success: boolean(true), message: string(example) });
export const deleted = (count = 1) => ({
  success: boolean(true),
  deletedCount: integer(count),
  message: string('Eliminato'),
});
export const errorBody = (messageText: string, code?: string) => ({
  message: string(messageText),
  // The app matches codes exactly (errorCodes in @agendina/api).
  ...(code ? { code } : {}),
});
/** The wizard's plan: colour with operator 4, then a cut with operator 3 after a 20-minute gap. */
export const plan: MultiOperatorCreateRequest = {
  clientId: 42,
  startDateTime: '2030-03-07T09:30:00',
  serviceBlocks: [
    {
      serviceId: 6,
      operatorId: 4,
      executionOrder: 1,
      requiredGapBefore: 0,
      canRunInParallel: false,
    },
    {
      serviceId: 5,
      operatorId: 3,
      executionOrder: 2,
      requiredGapBefore: 20,
      canRunInParallel: false,
    },
  ],
  notes: 'Colore e taglio',
};

/** A cut with operator 3 at the time of appointment 1001 (states.appointment): it collides. */
export const collidingPlan: MultiOperatorCreateRequest = {
  clientId: 42,
  startDateTime: '2030-03-07T09:30:00',
  serviceBlocks: [
    {
      serviceId: 5,
      operatorId: 3,
      executionOrder: 1,
      requiredGapBefore: 0,
      canRunInParallel: false,
    },
  ],
};

/** An integration key as /salone and /admin/salon/{id} list it: never its secret. */
export const integrationKey = (overrides: Record<string, unknown> = {}) => ({
  id: integer(3),
  label: string('Assistente WhatsApp'),
  prefix: regex('^agk_[0-9A-Za-z·]{1,12}$', 'agk_Q7f3'),
  createdAt: instant(),
  lastUsedAt: instant(),
  revokedAt: null,
  ...overrides,
});

/** A key just issued or rotated: its secret, shown once, starts with its prefix. */
export const issuedIntegrationKey = (label: string) => ({
  key: integrationKey({
    id: integer(5001),
    label: string(label),
    prefix: regex('^agk_[0-9A-Za-z]{4}$', 'agk_Zp81'),
    lastUsedAt: null,
  }),
  secret: regex('^agk_[0-9A-Za-z]{32,}$', 'agk_Zp81nV4qL7wX2cR9tY5bM3kH6jD0sF8a'),
});

export { like, eachLike, regex, integer, boolean, string, uuid };
