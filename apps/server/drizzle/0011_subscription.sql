CREATE TABLE "checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"salon_id" bigint NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"plan_code" text NOT NULL,
	"interval" "billing_interval" NOT NULL,
	"return_url" text NOT NULL,
	"test_state" text DEFAULT 'OPEN' NOT NULL,
	"test_decline_message" text,
	"test_subscription_id" text,
	"test_customer_id" text,
	"test_period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" "payment_provider" NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_unique" UNIQUE("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;