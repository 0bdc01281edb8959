CREATE TYPE "public"."cancellation_reason" AS ENUM('CLIENT_REQUEST', 'SALON', 'OTHER');--> statement-breakpoint
ALTER TYPE "public"."appointment_status" ADD VALUE 'NO_SHOW';--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancellation_reason" "cancellation_reason";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancellation_note" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;