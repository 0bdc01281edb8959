import type { components, operations } from './generated/schema.d.ts';

type Schemas = components['schemas'];

/** Friendly names for the contract's schemas the app handles most. */
export type Appointment = Schemas['Appointment'];
export type AppointmentCreateRequest = Schemas['AppointmentCreateRequest'];
export type AppointmentUpdateRequest = Schemas['AppointmentUpdateRequest'];
export type AppointmentMoveRequest = Schemas['AppointmentMoveRequest'];
export type AppointmentReplanRequest = Schemas['AppointmentReplanRequest'];
export type AppointmentCancelRequest = Schemas['AppointmentCancelRequest'];
export type AppointmentPage = Schemas['AppointmentPage'];
export type OnlineBookingNews = Schemas['OnlineBookingNews'];
export type OnlineBookingNewsItem = Schemas['OnlineBookingNewsItem'];
export type CalendarResponse = Schemas['CalendarResponse'];
export type Client = Schemas['Client'];
export type ClientInput = Schemas['ClientInput'];
export type ClientServiceDuration = Schemas['ClientServiceDuration'];
export type Callback = Schemas['Callback'];
export type ConversationDetail = Schemas['ConversationDetail'];
export type ConversationListItem = Schemas['ConversationListItem'];
export type SupportTicket = Schemas['SupportTicket'];
export type SupportTicketCreateRequest = Schemas['SupportTicketCreateRequest'];
export type ConsultationRequestCreate = Schemas['ConsultationRequestCreate'];
export type ConsultationRequestReceipt = Schemas['ConsultationRequestReceipt'];
export type ReminderSettings = Schemas['ReminderSettings'];
export type PublicReminder = Schemas['PublicReminder'];
export type CurrentUser = Schemas['CurrentUser'];
export type AuthUser = Schemas['AuthUser'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type SignupRequest = Schemas['SignupRequest'];
export type SignupResponse = Schemas['SignupResponse'];
export type TokenRefreshResponse = Schemas['TokenRefreshResponse'];
export type SessionInfo = Schemas['SessionInfo'];
export type Hairdresser = Schemas['Hairdresser'];
export type Service = Schemas['Service'];
export type ServiceInput = Schemas['ServiceInput'];
export type MultiOperatorCreateRequest = Schemas['MultiOperatorCreateRequest'];
export type ScheduleSearchRequest = Schemas['ScheduleSearchRequest'];
export type ValidationItem = Schemas['ValidationItem'];
export type ErrorBody = Schemas['ErrorBody'];
export type Id = Schemas['Id'];
export type GroupId = Schemas['GroupId'];

/** Every operation of the contract, by operationId. */
export type OperationId = keyof operations;
