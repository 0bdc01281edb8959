/**
 * Generated enum arrays from openapi/openapi.yaml. Do not edit by hand:
 * run `npm run generate:types -w @agendina/contract`.
 */

import type { components } from './schema.d.ts';

/** The values of AppointmentSource, in the contract's order. */
export const APPOINTMENT_SOURCES = ["WHATSAPP_AI", "MANUAL", "VOICE_AI", "ONLINE"] as const satisfies readonly components['schemas']['AppointmentSource'][];
export type AppointmentSource = components['schemas']['AppointmentSource'];

/** The values of AppointmentStatus, in the contract's order. */
export const APPOINTMENT_STATUSES = ["BOOKED", "IN_PROGRESS", "COMPLETED", "CANCELLED", "NO_SHOW", "REQUESTED", "HELD"] as const satisfies readonly components['schemas']['AppointmentStatus'][];
export type AppointmentStatus = components['schemas']['AppointmentStatus'];

/** The values of AuditAction, in the contract's order. */
export const AUDIT_ACTIONS = ["salon.update", "session.revoke", "session.revokeAll", "integrationKey.issue", "integrationKey.revoke", "signupToken.create", "job.retry", "fiscal.connectionTest", "fiscal.testReceipt", "fiscal.testVoid", "salon.dataExport", "deposit.refund"] as const satisfies readonly components['schemas']['AuditAction'][];
export type AuditAction = components['schemas']['AuditAction'];

/** The values of BillingInterval, in the contract's order. */
export const BILLING_INTERVALS = ["MONTHLY", "YEARLY"] as const satisfies readonly components['schemas']['BillingInterval'][];
export type BillingInterval = components['schemas']['BillingInterval'];

/** The values of BusinessType, in the contract's order. */
export const BUSINESS_TYPES = ["PARRUCCHIERE", "ESTETISTA", "MASSAGGIATORE"] as const satisfies readonly components['schemas']['BusinessType'][];
export type BusinessType = components['schemas']['BusinessType'];

/** The values of CallbackSource, in the contract's order. */
export const CALLBACK_SOURCES = ["WHATSAPP_AI", "VOICE_AI"] as const satisfies readonly components['schemas']['CallbackSource'][];
export type CallbackSource = components['schemas']['CallbackSource'];

/** The values of CallbackStatus, in the contract's order. */
export const CALLBACK_STATUSES = ["PENDING", "RESOLVED"] as const satisfies readonly components['schemas']['CallbackStatus'][];
export type CallbackStatus = components['schemas']['CallbackStatus'];

/** The values of CancellationReason, in the contract's order. */
export const CANCELLATION_REASONS = ["CLIENT_REQUEST", "SALON", "OTHER"] as const satisfies readonly components['schemas']['CancellationReason'][];
export type CancellationReason = components['schemas']['CancellationReason'];

/** The values of CheckoutOutcome, in the contract's order. */
export const CHECKOUT_OUTCOMES = ["PAID", "DECLINED", "CANCELED", "PENDING"] as const satisfies readonly components['schemas']['CheckoutOutcome'][];
export type CheckoutOutcome = components['schemas']['CheckoutOutcome'];

/** The values of DepositAudience, in the contract's order. */
export const DEPOSIT_AUDIENCES = ["ALL", "NEW_CLIENTS", "NO_SHOWS"] as const satisfies readonly components['schemas']['DepositAudience'][];
export type DepositAudience = components['schemas']['DepositAudience'];

/** The values of DepositState, in the contract's order. */
export const DEPOSIT_STATES = ["PENDING", "PAID", "DECLINED", "EXPIRED", "REFUNDED"] as const satisfies readonly components['schemas']['DepositState'][];
export type DepositState = components['schemas']['DepositState'];

/** The values of DiscountKind, in the contract's order. */
export const DISCOUNT_KINDS = ["PERCENT", "AMOUNT"] as const satisfies readonly components['schemas']['DiscountKind'][];
export type DiscountKind = components['schemas']['DiscountKind'];

/** The values of FiscalDocumentKind, in the contract's order. */
export const FISCAL_DOCUMENT_KINDS = ["VENDITA", "ANNULLO", "RESO"] as const satisfies readonly components['schemas']['FiscalDocumentKind'][];
export type FiscalDocumentKind = components['schemas']['FiscalDocumentKind'];

/** The values of FiscalState, in the contract's order. */
export const FISCAL_STATES = ["DA_TRASMETTERE", "TRASMESSO", "RIFIUTATO"] as const satisfies readonly components['schemas']['FiscalState'][];
export type FiscalState = components['schemas']['FiscalState'];

/** The values of HairdresserRole, in the contract's order. */
export const HAIRDRESSER_ROLES = ["HAIRDRESSER", "ASSISTANT"] as const satisfies readonly components['schemas']['HairdresserRole'][];
export type HairdresserRole = components['schemas']['HairdresserRole'];

/** The values of InventoryCountStatus, in the contract's order. */
export const INVENTORY_COUNT_STATUSES = ["APERTO", "CHIUSO", "ANNULLATO"] as const satisfies readonly components['schemas']['InventoryCountStatus'][];
export type InventoryCountStatus = components['schemas']['InventoryCountStatus'];

/** The values of JobState, in the contract's order. */
export const JOB_STATES = ["PENDING", "DONE", "DEAD"] as const satisfies readonly components['schemas']['JobState'][];
export type JobState = components['schemas']['JobState'];

/** The values of MessageDirection, in the contract's order. */
export const MESSAGE_DIRECTIONS = ["INBOUND", "OUTBOUND"] as const satisfies readonly components['schemas']['MessageDirection'][];
export type MessageDirection = components['schemas']['MessageDirection'];

/** The values of PaymentMethod, in the contract's order. */
export const PAYMENT_METHODS = ["CONTANTI", "CARTA", "ALTRO"] as const satisfies readonly components['schemas']['PaymentMethod'][];
export type PaymentMethod = components['schemas']['PaymentMethod'];

/** The values of PaymentProvider, in the contract's order. */
export const PAYMENT_PROVIDERS = ["TEST", "STRIPE"] as const satisfies readonly components['schemas']['PaymentProvider'][];
export type PaymentProvider = components['schemas']['PaymentProvider'];

/** The values of ProductUnit, in the contract's order. */
export const PRODUCT_UNITS = ["PZ", "ML", "G", "CONF"] as const satisfies readonly components['schemas']['ProductUnit'][];
export type ProductUnit = components['schemas']['ProductUnit'];

/** The values of ProductUse, in the contract's order. */
export const PRODUCT_USES = ["RIVENDITA", "USO_INTERNO"] as const satisfies readonly components['schemas']['ProductUse'][];
export type ProductUse = components['schemas']['ProductUse'];

/** The values of PurchaseOrderStatus, in the contract's order. */
export const PURCHASE_ORDER_STATUSES = ["BOZZA", "INVIATO", "PARZIALMENTE_RICEVUTO", "RICEVUTO", "ANNULLATO"] as const satisfies readonly components['schemas']['PurchaseOrderStatus'][];
export type PurchaseOrderStatus = components['schemas']['PurchaseOrderStatus'];

/** The values of ReceiptStatus, in the contract's order. */
export const RECEIPT_STATUSES = ["EMESSO", "ANNULLATO", "RESO_PARZIALE", "RESO"] as const satisfies readonly components['schemas']['ReceiptStatus'][];
export type ReceiptStatus = components['schemas']['ReceiptStatus'];

/** The values of ReminderAnswerStatus, in the contract's order. */
export const REMINDER_ANSWER_STATUSES = ["PENDING", "CONFIRMED", "CANCELLED", "REQUESTED"] as const satisfies readonly components['schemas']['ReminderAnswerStatus'][];
export type ReminderAnswerStatus = components['schemas']['ReminderAnswerStatus'];

/** The values of ServiceCategory, in the contract's order. */
export const SERVICE_CATEGORIES = ["COLORE", "TAGLIO", "SHAMPOO", "PIEGA", "TRATTAMENTO", "MASSAGGIO", "ESTETICA", "ALTRO"] as const satisfies readonly components['schemas']['ServiceCategory'][];
export type ServiceCategory = components['schemas']['ServiceCategory'];

/** The values of SignupTokenStatus, in the contract's order. */
export const SIGNUP_TOKEN_STATUSES = ["VALID", "USED", "EXPIRED"] as const satisfies readonly components['schemas']['SignupTokenStatus'][];
export type SignupTokenStatus = components['schemas']['SignupTokenStatus'];

/** The values of StockMovementKind, in the contract's order. */
export const STOCK_MOVEMENT_KINDS = ["CARICO", "SCARICO", "VENDITA", "USO_INTERNO", "RESO", "RETTIFICA"] as const satisfies readonly components['schemas']['StockMovementKind'][];
export type StockMovementKind = components['schemas']['StockMovementKind'];

/** The values of SubscriptionStatus, in the contract's order. */
export const SUBSCRIPTION_STATUSES = ["TRIALING", "ACTIVE", "PAST_DUE", "CANCELED", "NONE"] as const satisfies readonly components['schemas']['SubscriptionStatus'][];
export type SubscriptionStatus = components['schemas']['SubscriptionStatus'];

/** The values of SupportTicketCategory, in the contract's order. */
export const SUPPORT_TICKET_CATEGORIES = ["ACCOUNT", "APPOINTMENTS", "CASH_DESK", "WAREHOUSE", "BILLING", "OTHER"] as const satisfies readonly components['schemas']['SupportTicketCategory'][];
export type SupportTicketCategory = components['schemas']['SupportTicketCategory'];

/** The values of SupportTicketStatus, in the contract's order. */
export const SUPPORT_TICKET_STATUSES = ["OPEN", "IN_PROGRESS", "RESOLVED"] as const satisfies readonly components['schemas']['SupportTicketStatus'][];
export type SupportTicketStatus = components['schemas']['SupportTicketStatus'];

/** The values of TimeBand, in the contract's order. */
export const TIME_BANDS = ["ANY", "MORNING", "AFTERNOON", "EVENING"] as const satisfies readonly components['schemas']['TimeBand'][];
export type TimeBand = components['schemas']['TimeBand'];

/** The values of UserRole, in the contract's order. */
export const USER_ROLES = ["ADMIN", "USER"] as const satisfies readonly components['schemas']['UserRole'][];
export type UserRole = components['schemas']['UserRole'];

/** The values of ValidationItemType, in the contract's order. */
export const VALIDATION_ITEM_TYPES = ["error", "warning", "info"] as const satisfies readonly components['schemas']['ValidationItemType'][];
export type ValidationItemType = components['schemas']['ValidationItemType'];

/** The values of VatNature, in the contract's order. */
export const VAT_NATURES = ["N1", "N2", "N3", "N4", "N5", "N6"] as const satisfies readonly components['schemas']['VatNature'][];
export type VatNature = components['schemas']['VatNature'];

/** The values of VatRate, in the contract's order. */
export const VAT_RATES = [22, 10, 5, 4, 0] as const satisfies readonly components['schemas']['VatRate'][];
export type VatRate = components['schemas']['VatRate'];

/** The values of WaitlistState, in the contract's order. */
export const WAITLIST_STATES = ["WAITING", "OFFERED", "BOOKED", "EXPIRED", "REMOVED"] as const satisfies readonly components['schemas']['WaitlistState'][];
export type WaitlistState = components['schemas']['WaitlistState'];

/** The values of Weekday, in the contract's order. */
export const WEEKDAIES = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const satisfies readonly components['schemas']['Weekday'][];
export type Weekday = components['schemas']['Weekday'];

/** The values of WhatsAppProvider, in the contract's order. */
export const WHATS_APP_PROVIDERS = ["SANDBOX", "CLOUD_API"] as const satisfies readonly components['schemas']['WhatsAppProvider'][];
export type WhatsAppProvider = components['schemas']['WhatsAppProvider'];
