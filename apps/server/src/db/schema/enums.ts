// The database's enum types, one per enum of the contract: the values come from
// @agendina/contract, so the columns accept exactly what the API documents.
import { pgEnum } from 'drizzle-orm/pg-core';
import {
  APPOINTMENT_SOURCES,
  APPOINTMENT_STATUSES,
  BILLING_INTERVALS,
  BUSINESS_TYPES,
  CALLBACK_SOURCES,
  CALLBACK_STATUSES,
  CANCELLATION_REASONS,
  DISCOUNT_KINDS,
  FISCAL_DOCUMENT_KINDS,
  FISCAL_STATES,
  HAIRDRESSER_ROLES,
  INVENTORY_COUNT_STATUSES,
  MESSAGE_DIRECTIONS,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PRODUCT_UNITS,
  PRODUCT_USES,
  PURCHASE_ORDER_STATUSES,
  RECEIPT_STATUSES,
  SERVICE_CATEGORIES,
  STOCK_MOVEMENT_KINDS,
  SUPPORT_TICKET_CATEGORIES,
  SUBSCRIPTION_STATUSES,
  SUPPORT_TICKET_STATUSES,
  TIME_BANDS,
  USER_ROLES,
} from '@agendina/contract';

export const appointmentStatus = pgEnum('appointment_status', APPOINTMENT_STATUSES);
export const appointmentSource = pgEnum('appointment_source', APPOINTMENT_SOURCES);
export const cancellationReason = pgEnum('cancellation_reason', CANCELLATION_REASONS);
export const serviceCategory = pgEnum('service_category', SERVICE_CATEGORIES);
export const hairdresserRole = pgEnum('hairdresser_role', HAIRDRESSER_ROLES);
export const timeBand = pgEnum('time_band', TIME_BANDS);
export const messageDirection = pgEnum('message_direction', MESSAGE_DIRECTIONS);
export const assistantSource = pgEnum('assistant_source', CALLBACK_SOURCES);
export const callbackStatus = pgEnum('callback_status', CALLBACK_STATUSES);
export const supportTicketCategory = pgEnum('support_ticket_category', SUPPORT_TICKET_CATEGORIES);
export const supportTicketStatus = pgEnum('support_ticket_status', SUPPORT_TICKET_STATUSES);
export const businessType = pgEnum('business_type', BUSINESS_TYPES);
export const userRole = pgEnum('user_role', USER_ROLES);
export const receiptStatus = pgEnum('receipt_status', RECEIPT_STATUSES);
export const fiscalState = pgEnum('fiscal_state', FISCAL_STATES);
export const fiscalDocumentKind = pgEnum('fiscal_document_kind', FISCAL_DOCUMENT_KINDS);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const discountKind = pgEnum('discount_kind', DISCOUNT_KINDS);
export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const billingInterval = pgEnum('billing_interval', BILLING_INTERVALS);
export const paymentProvider = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const productUse = pgEnum('product_use', PRODUCT_USES);
export const productUnit = pgEnum('product_unit', PRODUCT_UNITS);
export const purchaseOrderStatus = pgEnum('purchase_order_status', PURCHASE_ORDER_STATUSES);
export const stockMovementKind = pgEnum('stock_movement_kind', STOCK_MOVEMENT_KINDS);
export const inventoryCountStatus = pgEnum('inventory_count_status', INVENTORY_COUNT_STATUSES);
