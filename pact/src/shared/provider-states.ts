/**
 * Provider states named by the consumer contracts. Each name says what the provider must seed
 * (ids, dates, e-mails are the ones the contract uses); the state handlers in
 * src/provider/state-handlers.ts implement them. The week of the contracts is the one starting
 * Monday 2030-03-04 (future, so no "booking in the past" rule interferes).
 */
export const states = {
  apiRunning: 'the API is running',
  ownerAccount: 'an account info@salonebellavista.it with password Forbici2026!',
  invitation: 'a valid invitation token INVITO2026BELLAVISTA and e-mail verification on',
  pendingVerification: 'a pending verification for nuovo@salone.it with code 482913',
  signedIn: 'the owner of Salone Bellavista is signed in',
  admin: 'an admin is signed in and signup token 7 exists',
  deadJob: 'an admin is signed in and job 812, an e-mail of Salone Bellavista, is dead',
  salonWeek: "a salon with operators, services and this week's appointments",
  appointment: 'appointment 1001 of client 42 with operator 3 exists on 2030-03-07 at 09:30',
  group: 'appointment group 3f2b9c1e-7a4d-4e8b-9c2a-1d5e6f7a8b9c exists with 2 services',
  groupAtCashDesk:
    'appointment group 3f2b9c1e-7a4d-4e8b-9c2a-1d5e6f7a8b9c is in progress, waiting at the cash desk',
  groupWithDepositAtCashDesk:
    'appointment group 3f2b9c1e-7a4d-4e8b-9c2a-1d5e6f7a8b9c is waiting at the cash desk with deposit 12 of 10,00 € paid online',
  expiredAppointments: 'booked appointments in the past exist',
  noShow: 'appointment 1001 of client 42 on 2024-03-07 at 09:30 is a no-show',
  freeDay: 'operators 3 and 4 offer services 5 (Taglio) and 6 (Colore) and are free on 2030-03-07',
  noFreeSlot: 'no operator has a free slot in the next 7 days',
  client: 'client 42 exists',
  clientWithHistory: 'client 42 exists with appointments',
  noDuplicatePhone: 'no client has the phone number +393471234567',
  duplicatePhone: 'client 42 exists with the phone number +393471234567',
  customDuration: 'client 42 has custom duration 15 of 60 minutes for service 5',
  clientsToCallback: 'client 42 has a pending assistance request',
  conversation: 'conversation 77 with client 42 has messages and an open assistance request',
  callback: 'assistance request 55 is pending',
  supportTicket: 'support ticket 31 of the salon is in progress',
  hairdresser: 'operator 3 exists and offers service 5',
  removableHairdresser:
    'operator 4 exists with future appointments and operator 3 can take them over',
  service: 'service 5 exists',
  serviceInTrial: 'service 5 exists and Salone Bellavista is in its 14-day trial',
  baseFull: 'Salone Bellavista pays Base and has its two active operators',
  twoServices: 'the salon has exactly two services, 5 (Taglio) and 6 (Colore)',
  unusedService: 'service 9 exists and no appointment uses it',
  issuedReceipt:
    'a salon with digital cash has issued receipt 500 (2030-000001) of client 42, paid in cash',
  cashDay: 'receipt 901 of 35,00 euro paid by card was issued on 2030-03-07',
  fiscalQueue: 'the sale of receipt 901 waits for the fiscal service',
  closedDay: "2030-03-07, the day of receipt 901, was closed: closing 12, the salon's first",
  trialing: 'Salone Bellavista is in its 14-day trial',
  statistics:
    "Salone Bellavista is in its 14-day trial with this week's appointments and receipt 901 of 2030-03-07",
  subscribed:
    'Salone Bellavista pays Pro monthly at the test provider (subscription tsu_pro_bellavista)',
  cancelling: 'Salone Bellavista pays Pro monthly and has cancelled at the end of the period',
  paidCheckout: 'checkout tcs_pagato_bellavista01 of Salone Bellavista for Base monthly was paid',
  adminSalon:
    'an admin is signed in and salon 1 has a PRO subscription, session 6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f, integration key 3 and an audit entry',
  ownerKey: 'the owner of Salone Bellavista is signed in and has integration key 3',
  warehouse:
    'Salone Bellavista has supplier 3, product 12 (barcode 8001090123459, 2 of a minimum of 4), product 13 below zero and their movements',
  productUnderMinimum:
    'product 12 (Shampoo nutriente 250 ml) of supplier 3 has 1 in stock, under its minimum of 5, with nothing on order and no count open',
  draftOrder: 'order 9 (n. 7) to supplier 3 is a draft for 6 of product 12',
  partlyReceivedOrder:
    'order 9 (n. 7) to supplier 3 for 6 of product 12 was sent and 4 have arrived',
  openCount: 'inventory count 21 is open with product 12 counted as 3 (1 in stock)',
  scannedProduct:
    'product 12 of supplier 3 has 1 in stock (one CARICO) and product 14 (Balsamo idratante 200 ml) has the barcode 8001090123466',
  reminderSent:
    'appointment 1001 of client 42 with operator 3 on 2030-03-07 at 09:30 was reminded (its link is REMINDER_TOKEN)',
  onlineRequest:
    'appointment 1001 of client 42 with operator 3 on 2030-03-07 at 09:30 is an online request waiting for the salon (REQUESTED, source ONLINE)',
  // Issue #35, the booking page's side: a deposit at booking, its return, the waitlist's claim.
  depositCodeSent:
    'the booking page asks a 10,00 euro deposit of every client for service 5 and BOOKING_VERIFICATION (code 482913) was sent to +393331112222; `day` is a free day of its horizon',
  depositHeldPaid:
    'a cut with Sara at 10:00 of `day` is held (appointment 1101) for deposit 21 of 10,00 euro, paid at the test checkout tcs_pactacconto0001 and not settled yet',
  waitlistCodeSent:
    'the booking page keeps a waitlist and BOOKING_VERIFICATION (code 482913) was sent to +393331112222; `day` is a free day of its horizon',
  waitlistOfferOpen:
    'client 42, waiting for a cut with Sara, was offered 10:00 of `day` by WAITLIST_CLAIM_TOKEN (offer 801), still open',
  waitlistOfferTaken:
    'the time offered to client 42 by WAITLIST_CLAIM_TOKEN (offer 801) was taken by another client first',
  manageLinkOpen:
    'the salon takes bookings online (services 5 and 6, operators 3 and 4) and appointment 1001 with operator 3 on 2030-03-07 at 09:30 was reminded (REMINDER_TOKEN); `day` is a free day of its horizon',
  bookingPageOn:
    'the salon takes bookings on /prenota/salone-bellavista (services 5 and 6, operators 3 and 4); `day` is a free day of its horizon',
  bookingCodeSent:
    'the booking page is on and BOOKING_VERIFICATION (code 482913) was sent to +393331112222; `day` is a free day of its horizon',
  depositPaid:
    'appointment 1001 of client 42 has deposit 12 of 10,00 euro paid online at the test provider',
  depositRefunded: 'deposit 12 of appointment 1001 of client 42 was refunded already',
  waitlistWaiting:
    'the salon takes bookings online and client 42 waits on its waitlist (entry 3) for a cut with Sara in the morning; `day` is a free day of its horizon',
} as const;

export type ProviderState = (typeof states)[keyof typeof states];

/** The week the contracts read (Monday to Sunday). */
export const contractWeek = { from: '2030-03-04', to: '2030-03-10' } as const;
