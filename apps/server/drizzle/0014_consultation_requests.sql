-- Consultation requests of the public site's /consulenza form (issue #20). A global table, with
-- no salon_id: the request comes from someone who has no salon in Agendina yet, and only
-- Agendina's team reads it, so no salon's scoped query ever reaches it.
CREATE TABLE "consultation_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultation_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"business_name" text NOT NULL,
	"business_type" "business_type" NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"message" text,
	"consent_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consultation_requests_received_idx" ON "consultation_requests" USING btree ("received_at");