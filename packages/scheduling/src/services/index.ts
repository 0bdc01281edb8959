// The service catalogue: normalising, categories, defaults, order, form fields and phases.
export type { ServiceCategory } from './category.ts';
export {
  SERVICE_CATEGORIES,
  CATEGORY_LABELS_IT,
  foldItalian,
  inferCategory,
  readCategory,
  serviceCategory,
} from './category.ts';
export type {
  RawService,
  Service,
  RawOperatorService,
  Operator,
  OperatorOption,
  OperatorRole,
} from './catalog.ts';
export {
  DEFAULT_SERVICE_PRIORITY,
  OPERATOR_UNAVAILABLE_NOTE,
  OPERATOR_ROLES,
  OPERATOR_ROLE_LABELS_IT,
  normaliseService,
  compareServices,
  offeredServices,
  findById,
  canPerform,
  operatorOptions,
  operatorRoleLabel,
} from './catalog.ts';
export type { BusinessType, ServiceTemplate } from './default-services.ts';
export { BUSINESS_TYPES, DEFAULT_SERVICES, defaultServicesFor } from './default-services.ts';
export { ORDER_RULES, recommendedOrder } from './order.ts';
export type { ServiceFieldErrors, ServiceFields } from './service-fields.ts';
export { MIN_SERVICE_MINUTES, validateServiceFields } from './service-fields.ts';
