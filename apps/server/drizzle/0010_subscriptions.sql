CREATE TYPE "public"."billing_interval" AS ENUM('MONTHLY', 'YEARLY');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('TEST', 'STRIPE');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('TRIALING', 'ACTIVE', 'PAST_DUE', 'CANCELED', 'NONE');--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"salon_id" bigint PRIMARY KEY NOT NULL,
	"status" "subscription_status" DEFAULT 'TRIALING' NOT NULL,
	"plan_code" text,
	"interval" "billing_interval",
	"provider" "payment_provider" DEFAULT 'TEST' NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"trial_ends_at" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Salons created before subscriptions existed get the trial a new salon gets: 14 days from signup.
INSERT INTO "subscriptions" ("salon_id", "status", "trial_ends_at")
  SELECT "id", 'TRIALING', "created_at" + interval '14 days' FROM "salons"
  ON CONFLICT DO NOTHING;
