CREATE TABLE "whatsapp_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whatsapp_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"provider" text DEFAULT 'SANDBOX' NOT NULL,
	"phone_number_id" text,
	"business_account_id" text,
	"access_token" text,
	"app_secret" text,
	"verify_token" text NOT NULL,
	"reminder_template" text DEFAULT 'promemoria_appuntamento' NOT NULL,
	"reminder_language" text DEFAULT 'it' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD CONSTRAINT "whatsapp_settings_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_settings_salon_idx" ON "whatsapp_settings" USING btree ("salon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_settings_phone_number_idx" ON "whatsapp_settings" USING btree ("phone_number_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_settings_verify_token_idx" ON "whatsapp_settings" USING btree ("verify_token");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_inbound_external_idx" ON "messages" USING btree ("salon_id","external_id") WHERE "messages"."direction" = 'INBOUND' and "messages"."external_id" is not null;