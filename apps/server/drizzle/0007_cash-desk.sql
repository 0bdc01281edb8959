CREATE TYPE "public"."discount_kind" AS ENUM('PERCENT', 'AMOUNT');--> statement-breakpoint
CREATE TYPE "public"."fiscal_document_kind" AS ENUM('VENDITA', 'ANNULLO', 'RESO');--> statement-breakpoint
CREATE TYPE "public"."fiscal_state" AS ENUM('DA_TRASMETTERE', 'TRASMESSO', 'RIFIUTATO');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('CONTANTI', 'CARTA', 'ALTRO');--> statement-breakpoint
CREATE TYPE "public"."receipt_status" AS ENUM('EMESSO', 'ANNULLATO', 'RESO_PARZIALE', 'RESO');--> statement-breakpoint
CREATE TABLE "daily_closings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_closings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"date" date NOT NULL,
	"report" jsonb NOT NULL,
	"closed_by" bigint,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiscal_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fiscal_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"receipt_id" bigint NOT NULL,
	"refund_id" bigint,
	"kind" "fiscal_document_kind" NOT NULL,
	"state" "fiscal_state" DEFAULT 'DA_TRASMETTERE' NOT NULL,
	"transmission_key" text NOT NULL,
	"last_error" text,
	"number" text,
	"closing_number" integer,
	"progressive" integer,
	"provider" text,
	"provider_id" text,
	"issued_at" timestamp with time zone,
	"exchange" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_documents_transmission_key_unique" UNIQUE("transmission_key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "receipt_appointments" (
	"salon_id" bigint NOT NULL,
	"receipt_id" bigint NOT NULL,
	"appointment_id" bigint NOT NULL,
	CONSTRAINT "receipt_appointments_receipt_id_appointment_id_pk" PRIMARY KEY("receipt_id","appointment_id")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"salon_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "receipt_counters_salon_id_year_pk" PRIMARY KEY("salon_id","year")
);
--> statement-breakpoint
CREATE TABLE "receipt_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"receipt_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"vat_nature" text,
	"discount_kind" "discount_kind",
	"discount_value" integer,
	"gross_cents" integer NOT NULL,
	"line_discount_cents" integer NOT NULL,
	"shared_discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"hairdresser_id" bigint,
	"service_id" bigint,
	"appointment_id" bigint,
	"category" text
);
--> statement-breakpoint
CREATE TABLE "receipt_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"receipt_id" bigint NOT NULL,
	"method" "payment_method" NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"number" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" "receipt_status" DEFAULT 'EMESSO' NOT NULL,
	"client_id" bigint,
	"client_name" text,
	"discount_kind" "discount_kind",
	"discount_value" integer,
	"gross_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"due_cents" integer NOT NULL,
	"rounding_cents" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"change_cents" integer NOT NULL,
	"issued_by" bigint,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"refund_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"receipt_id" bigint NOT NULL,
	"method" "payment_method" NOT NULL,
	"total_cents" integer NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_closings" ADD CONSTRAINT "daily_closings_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_closings" ADD CONSTRAINT "daily_closings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_appointments" ADD CONSTRAINT "receipt_appointments_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_appointments" ADD CONSTRAINT "receipt_appointments_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_appointments" ADD CONSTRAINT "receipt_appointments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_hairdresser_id_hairdressers_id_fk" FOREIGN KEY ("hairdresser_id") REFERENCES "public"."hairdressers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_payments" ADD CONSTRAINT "receipt_payments_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_payments" ADD CONSTRAINT "receipt_payments_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_closings_salon_date_idx" ON "daily_closings" USING btree ("salon_id","date");--> statement-breakpoint
CREATE INDEX "fiscal_documents_receipt_idx" ON "fiscal_documents" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "fiscal_documents_salon_state_idx" ON "fiscal_documents" USING btree ("salon_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_documents_one_sale_idx" ON "fiscal_documents" USING btree ("receipt_id","kind") WHERE "fiscal_documents"."kind" <> 'RESO';--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("state","run_at");--> statement-breakpoint
CREATE INDEX "receipt_appointments_appointment_idx" ON "receipt_appointments" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_lines_receipt_idx" ON "receipt_lines" USING btree ("receipt_id","position");--> statement-breakpoint
CREATE INDEX "receipt_payments_receipt_idx" ON "receipt_payments" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_salon_key_idx" ON "receipts" USING btree ("salon_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_salon_number_idx" ON "receipts" USING btree ("salon_id","number");--> statement-breakpoint
CREATE INDEX "receipts_salon_issued_idx" ON "receipts" USING btree ("salon_id","issued_at");--> statement-breakpoint
CREATE INDEX "refund_lines_refund_idx" ON "refund_lines" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refunds_receipt_idx" ON "refunds" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "refunds_salon_created_idx" ON "refunds" USING btree ("salon_id","created_at");