-- Issue #34: the booking page's «su richiesta» mode. A request holds its time as REQUESTED until the
-- staff accept it (BOOKED) or decline it (CANCELLED); the exclusion constraint ignores only
-- cancelled rows, so a request is never double-booked.
ALTER TYPE "public"."appointment_status" ADD VALUE 'REQUESTED';--> statement-breakpoint
ALTER TABLE "online_booking_settings" ADD COLUMN "confirmation_mode" text DEFAULT 'INSTANT' NOT NULL;