ALTER TABLE "services" ADD COLUMN "phases" jsonb;--> statement-breakpoint
-- Processing time (issue 19, decision 0036): an operator is busy only in the active periods of an
-- appointment, so another client can be booked in a colour's wait. The whole-range exclusion of
-- 0001 would refuse that; the same guarantee moves to one row per busy period, kept in step with
-- appointments by a trigger (every writer, however it writes, stays honest) and checked by
-- PostgreSQL itself, so concurrent requests and several processes are still safe.
CREATE TABLE "appointment_busy_periods" (
  "appointment_id" bigint NOT NULL REFERENCES "appointments"("id") ON DELETE CASCADE,
  "salon_id" bigint NOT NULL,
  "hairdresser_id" bigint NOT NULL,
  "period" tsrange NOT NULL,
  -- appointment_id <>: two periods of one appointment never refuse each other.
  CONSTRAINT "appointment_busy_periods_no_overlap" EXCLUDE USING gist (
    "hairdresser_id" WITH =, "period" WITH &&, "appointment_id" WITH <>
  ) DEFERRABLE INITIALLY IMMEDIATE
);--> statement-breakpoint
CREATE INDEX "appointment_busy_periods_appointment_idx" ON "appointment_busy_periods" ("appointment_id");--> statement-breakpoint
-- The busy periods of one appointment, read as parseActivePeriods and activeIntervals of
-- @agendina/scheduling read them: none when cancelled; one per active period, clipped to the
-- appointment; the whole appointment when active_periods is absent, unreadable or past its end.
CREATE OR REPLACE FUNCTION appointment_busy_periods_of(
  a_start timestamp, a_end timestamp, a_status text, a_periods text
) RETURNS SETOF tsrange LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  periods jsonb;
  found_one boolean := false;
  r tsrange;
BEGIN
  IF a_status = 'CANCELLED' THEN RETURN; END IF;
  BEGIN
    periods := a_periods::jsonb;
    IF jsonb_typeof(periods) <> 'array' OR jsonb_array_length(periods) = 0 THEN periods := NULL; END IF;
    IF periods IS NOT NULL AND EXISTS (
      SELECT 1 FROM jsonb_array_elements(periods) x
      WHERE jsonb_typeof(x) <> 'object'
        OR jsonb_typeof(x->'startOffset') IS DISTINCT FROM 'number'
        OR jsonb_typeof(x->'duration') IS DISTINCT FROM 'number'
        OR (x->>'startOffset')::int < 0 OR (x->>'duration')::int <= 0
    ) THEN periods := NULL; END IF;
  EXCEPTION WHEN others THEN
    periods := NULL; -- not JSON, or a fraction of a minute: one whole block
  END;
  IF periods IS NOT NULL THEN
    FOR r IN
      SELECT tsrange(s, LEAST(a_end, s + make_interval(mins => (x->>'duration')::int)))
      FROM jsonb_array_elements(periods) x,
        LATERAL (SELECT a_start + make_interval(mins => (x->>'startOffset')::int) AS s) t
      WHERE s < a_end
    LOOP
      found_one := true;
      RETURN NEXT r;
    END LOOP;
  END IF;
  IF NOT found_one THEN RETURN NEXT tsrange(a_start, a_end); END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION appointment_busy_periods_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM appointment_busy_periods WHERE appointment_id = OLD.id;
  END IF;
  INSERT INTO appointment_busy_periods (appointment_id, salon_id, hairdresser_id, period)
  SELECT NEW.id, NEW.salon_id, NEW.hairdresser_id, p
  FROM appointment_busy_periods_of(NEW.start_at, NEW.end_at, NEW.status::text, NEW.active_periods) p;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "appointments_busy_periods_ins" AFTER INSERT ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION appointment_busy_periods_sync();--> statement-breakpoint
CREATE TRIGGER "appointments_busy_periods_upd"
  AFTER UPDATE OF "start_at", "end_at", "hairdresser_id", "status", "active_periods", "salon_id" ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION appointment_busy_periods_sync();--> statement-breakpoint
INSERT INTO "appointment_busy_periods" (appointment_id, salon_id, hairdresser_id, period)
SELECT a.id, a.salon_id, a.hairdresser_id, p
FROM "appointments" a,
  LATERAL appointment_busy_periods_of(a.start_at, a.end_at, a.status::text, a.active_periods) p;--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";
