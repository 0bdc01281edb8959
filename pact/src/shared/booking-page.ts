// The booking page's seeded code (issue #34): the consumer sends it, the provider stores its hash.
export const BOOKING_VERIFICATION = '7f1d2c3b-4a5e-4f60-8a1b-2c3d4e5f6a7b';
export const BOOKING_CODE = '482913';
export const BOOKING_PHONE = '+393331112222';
