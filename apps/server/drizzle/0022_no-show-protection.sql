-- Issue #35, no-show protection: deposits asked at online booking (their hold writes the visit HELD
-- until paid), the rules per service, the test provider's refunds, and the waitlist with its offers.
ALTER TYPE "public"."appointment_status" ADD VALUE 'HELD';--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"appointment_id" bigint,
	"group_id" uuid,
	"checkout_id" text NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"book_as" text DEFAULT 'BOOKED' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"return_url" text NOT NULL,
	"payment_ref" text,
	"paid_at" timestamp with time zone,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"refund_ref" text,
	"receipt_id" bigint,
	"waitlist_offer_id" bigint,
	"test_state" text DEFAULT 'OPEN' NOT NULL,
	"test_decline_message" text,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_booking_deposits" (
	"salon_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "online_booking_deposits_salon_id_service_id_pk" PRIMARY KEY("salon_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "test_refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"email" text,
	"service_ids" jsonb NOT NULL,
	"operator_id" bigint,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	"band" text NOT NULL,
	"state" text DEFAULT 'WAITING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"start_at" timestamp NOT NULL,
	"operator_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"channel" text NOT NULL,
	"appointment_id" bigint,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_booking_settings" ADD COLUMN "deposit_audience" text DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_booking_settings" ADD COLUMN "deposit_min_no_shows" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "online_booking_settings" ADD COLUMN "deposit_keep_percent" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "online_booking_settings" ADD COLUMN "waitlist_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "online_booking_settings" ADD COLUMN "waitlist_claim_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_deposits" ADD CONSTRAINT "online_booking_deposits_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_deposits" ADD CONSTRAINT "online_booking_deposits_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_operator_id_hairdressers_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."hairdressers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_operator_id_hairdressers_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."hairdressers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_checkout_idx" ON "deposits" USING btree ("provider","checkout_id");--> statement-breakpoint
CREATE INDEX "deposits_appointment_idx" ON "deposits" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "deposits_client_idx" ON "deposits" USING btree ("salon_id","client_id");--> statement-breakpoint
CREATE INDEX "deposits_pending_idx" ON "deposits" USING btree ("hold_expires_at") WHERE "deposits"."state" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "test_refunds_key_idx" ON "test_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("salon_id","id") WHERE "waitlist_entries"."state" in ('WAITING', 'OFFERED');--> statement-breakpoint
CREATE INDEX "waitlist_offers_entry_idx" ON "waitlist_offers" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_idx" ON "waitlist_offers" USING btree ("expires_at") WHERE "waitlist_offers"."state" = 'OPEN';