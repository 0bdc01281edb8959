-- No double booking (issue 6): an operator cannot have two live appointments whose times overlap.
-- Enforced by PostgreSQL itself, so concurrent requests and several server processes are safe.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("hairdresser_id" WITH =, tsrange("start_at", "end_at") WITH &&)
  WHERE ("status" <> 'CANCELLED');--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_end_after_start" CHECK ("end_at" > "start_at");
