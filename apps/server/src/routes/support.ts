import type { Handlers } from './context.ts';
import { creating, ofSalon, withId } from './context.ts';
import {
  createSupportTicket,
  getSupportTicket,
  listSupportTickets,
} from '../services/support-tickets.ts';

export const supportHandlers = {
  listSupportTickets: ofSalon(listSupportTickets),
  createSupportTicket: creating(createSupportTicket),
  getSupportTicket: withId(getSupportTicket),
} satisfies Partial<Handlers>;
