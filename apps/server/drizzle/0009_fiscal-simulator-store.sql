CREATE TABLE "fiscal_simulator_closings" (
	"salon_id" bigint PRIMARY KEY NOT NULL,
	"closing_number" integer NOT NULL,
	"issued" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiscal_simulator_documents" (
	"transmission_key" text PRIMARY KEY NOT NULL,
	"salon_id" bigint NOT NULL,
	"provider_id" text NOT NULL,
	"kind" "fiscal_document_kind" NOT NULL,
	"refers_to" text,
	"document" jsonb NOT NULL,
	CONSTRAINT "fiscal_simulator_documents_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
ALTER TABLE "fiscal_simulator_closings" ADD CONSTRAINT "fiscal_simulator_closings_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_simulator_documents" ADD CONSTRAINT "fiscal_simulator_documents_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiscal_simulator_documents_refers_idx" ON "fiscal_simulator_documents" USING btree ("refers_to");