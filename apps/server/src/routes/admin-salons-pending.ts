import { HttpError } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';

// TEMPORARY (issue #18 in progress): the contract landed first; this file is deleted when the
// real handlers are registered. Never on main at the end of the issue.
const pending = async (): Promise<never> => {
  throw new HttpError(501, 'In arrivo');
};

export const adminSalonsPendingHandlers = {
  listAdminSalons: pending,
  getAdminSalon: pending,
  updateAdminSalon: pending,
  listAdminSalonSessions: pending,
  revokeAdminSalonSession: pending,
  revokeAllAdminSalonSessions: pending,
  listAdminSalonIntegrationKeys: pending,
  issueAdminSalonIntegrationKey: pending,
  revokeAdminSalonIntegrationKey: pending,
  listAdminSalonAudit: pending,
  listMyIntegrationKeys: pending,
  issueMyIntegrationKey: pending,
  rotateMyIntegrationKey: pending,
  revokeMyIntegrationKey: pending,
} satisfies Partial<Handlers>;
