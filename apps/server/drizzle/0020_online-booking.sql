-- Issue #34: online booking. The salon's booking page settings (one row once saved; the slug is
-- unique across salons), the services and operators it offers, and the one-time codes that
-- prove a client owns a phone (only a hash kept). Bookings from the page carry source ONLINE.
ALTER TYPE "public"."appointment_source" ADD VALUE 'ONLINE';--> statement-breakpoint
CREATE TABLE "booking_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" bigint NOT NULL,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"email" text,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_booking_operators" (
	"salon_id" bigint NOT NULL,
	"hairdresser_id" bigint NOT NULL,
	CONSTRAINT "online_booking_operators_salon_id_hairdresser_id_pk" PRIMARY KEY("salon_id","hairdresser_id")
);
--> statement-breakpoint
CREATE TABLE "online_booking_services" (
	"salon_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	CONSTRAINT "online_booking_services_salon_id_service_id_pk" PRIMARY KEY("salon_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "online_booking_settings" (
	"salon_id" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"min_notice_hours" integer DEFAULT 2 NOT NULL,
	"horizon_days" integer DEFAULT 30 NOT NULL,
	"slot_step_minutes" integer DEFAULT 15 NOT NULL,
	"cutoff_hours" integer DEFAULT 24 NOT NULL,
	"policy_text" text DEFAULT '' NOT NULL,
	"embed_domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_verifications" ADD CONSTRAINT "booking_verifications_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_operators" ADD CONSTRAINT "online_booking_operators_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_operators" ADD CONSTRAINT "online_booking_operators_hairdresser_id_hairdressers_id_fk" FOREIGN KEY ("hairdresser_id") REFERENCES "public"."hairdressers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_services" ADD CONSTRAINT "online_booking_services_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_services" ADD CONSTRAINT "online_booking_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_settings" ADD CONSTRAINT "online_booking_settings_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_verifications_phone_idx" ON "booking_verifications" USING btree ("salon_id","phone","created_at") WHERE "booking_verifications"."used_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "online_booking_settings_slug_idx" ON "online_booking_settings" USING btree ("slug");
