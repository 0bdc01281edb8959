import { HttpError } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';

// TEMPORARY (issue #18 in progress): the contract landed first; this file is deleted when the
// real handlers are registered. Never on main at the end of the issue.
const pending = async (): Promise<never> => {
  throw new HttpError(501, 'In arrivo');
};

export const subscriptionPendingHandlers = {
  listPlans: pending,
  getSubscription: pending,
  createCheckout: pending,
  verifyCheckout: pending,
  cancelSubscription: pending,
  resumeSubscription: pending,
  receivePaymentWebhook: pending,
} satisfies Partial<Handlers>;
