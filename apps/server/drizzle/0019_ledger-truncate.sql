-- Issue #32, item 3: the ledgers refuse TRUNCATE. Row triggers cannot see a TRUNCATE (it removes
-- no rows one by one), so `TRUNCATE stock_movements` went through and left products with
-- quantities and no movements. A statement-level BEFORE TRUNCATE trigger on each ledger refuses
-- it; TRUNCATE ... CASCADE from a parent table fires the triggers of every table it would empty,
-- so it is refused too. Tests empty their tables with session_replication_role = replica, which
-- only a superuser may set and which skips every ordinary trigger (decision 0041).
CREATE FUNCTION ledger_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is a ledger: TRUNCATE refused', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_movements_no_truncate BEFORE TRUNCATE ON stock_movements
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_truncate();
--> statement-breakpoint
CREATE TRIGGER receipts_no_truncate BEFORE TRUNCATE ON receipts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_truncate();
--> statement-breakpoint
CREATE TRIGGER receipt_lines_no_truncate BEFORE TRUNCATE ON receipt_lines
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_truncate();
--> statement-breakpoint
CREATE TRIGGER receipt_payments_no_truncate BEFORE TRUNCATE ON receipt_payments
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_truncate();
--> statement-breakpoint
CREATE TRIGGER fiscal_documents_no_truncate BEFORE TRUNCATE ON fiscal_documents
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_truncate();
--> statement-breakpoint
CREATE TRIGGER payment_events_no_truncate BEFORE TRUNCATE ON payment_events
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_truncate();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_truncate();
--> statement-breakpoint
-- Row triggers where the application never changes a row: payment events (a replay finds its
-- row) and the audit log are append-only, as stock movements already are. Receipts and fiscal
-- documents change state by design (void, refund, «da trasmettere» → sent), so they keep their
-- rows' history in the application and only the TRUNCATE guard here. The cascades of a salon's
-- or a user's deletion (a trigger inside a trigger) may still remove or detach rows.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    IF TG_OP = 'DELETE' THEN
      RETURN OLD;
    END IF;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_events_append_only BEFORE UPDATE OR DELETE ON payment_events
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
