-- salons.data_version changes whenever a salon's bookings or catalog change (one bump per
-- statement, through transition tables), so a process can cache a calendar and know, with one
-- tiny query, whether it is still current, even with several processes on one database.
CREATE OR REPLACE FUNCTION bump_salon_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE salons SET data_version = data_version + 1 WHERE id IN (SELECT DISTINCT salon_id FROM old_rows);
  ELSE
    UPDATE salons SET data_version = data_version + 1 WHERE id IN (SELECT DISTINCT salon_id FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['appointments', 'hairdressers', 'hairdresser_services', 'time_off', 'clients', 'services'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_salon_data_version()', t || '_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_salon_data_version()', t || '_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_salon_data_version()', t || '_version_del', t);
  END LOOP;
END $$;
