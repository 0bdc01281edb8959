-- Issue #36: the takings per salon day, kept by the database as receipts, their lines and refunds
-- are written, so «Statistiche» sums a few hundred rows per year instead of every receipt and
-- line (decision 0066). The definition is the cash report's: a sale counts on the salon day it
-- was issued unless voided (ANNULLATO), a refund on the day it was made, on its line's operator,
-- category and service. takings_rebuild() recomputes both tables from the ledgers; the migration
-- fills them with it, and a test checks the triggers against it. The appointments index lets the
-- returning clients' panel read a salon's visits client by client in time order, unsorted.
CREATE TABLE "takings_day_lines" (
	"salon_id" bigint NOT NULL,
	"day" date NOT NULL,
	"hairdresser_id" bigint,
	"category" text,
	"service_id" bigint,
	"sold_cents" bigint DEFAULT 0 NOT NULL,
	"sold_lines" integer DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "takings_days" (
	"salon_id" bigint NOT NULL,
	"day" date NOT NULL,
	"receipts" integer DEFAULT 0 NOT NULL,
	"sold_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "takings_days_salon_id_day_pk" PRIMARY KEY("salon_id","day")
);
--> statement-breakpoint
ALTER TABLE "takings_day_lines" ADD CONSTRAINT "takings_day_lines_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takings_days" ADD CONSTRAINT "takings_days_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "takings_day_lines_key" ON "takings_day_lines" USING btree ("salon_id","day",coalesce("hairdresser_id", 0),coalesce("category", ''),coalesce("service_id", 0));--> statement-breakpoint
CREATE INDEX "appointments_salon_client_start_idx" ON "appointments" USING btree ("salon_id","client_id","start_at");
--> statement-breakpoint
-- The salon day of an instant: DEFAULT_TIME_ZONE of packages/scheduling, as the cash report's
-- salon days (a test ties the two).
CREATE FUNCTION takings_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'Europe/Rome')::date
$$;
--> statement-breakpoint
CREATE FUNCTION takings_add_day(s bigint, d date, n integer, sold bigint, refunded bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO takings_days AS t (salon_id, day, receipts, sold_cents, refunded_cents)
  VALUES (s, d, n, sold, refunded)
  ON CONFLICT (salon_id, day) DO UPDATE SET
    receipts = t.receipts + excluded.receipts,
    sold_cents = t.sold_cents + excluded.sold_cents,
    refunded_cents = t.refunded_cents + excluded.refunded_cents
$$;
--> statement-breakpoint
CREATE FUNCTION takings_add_line(
  s bigint, d date, h bigint, c text, sv bigint,
  sold bigint, lines integer, refunded bigint, n_refunds integer
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO takings_day_lines AS t
    (salon_id, day, hairdresser_id, category, service_id, sold_cents, sold_lines, refunded_cents, refunds)
  VALUES (s, d, h, c, sv, sold, lines, refunded, n_refunds)
  ON CONFLICT (salon_id, day, coalesce(hairdresser_id, 0), coalesce(category, ''), coalesce(service_id, 0))
  DO UPDATE SET
    sold_cents = t.sold_cents + excluded.sold_cents,
    sold_lines = t.sold_lines + excluded.sold_lines,
    refunded_cents = t.refunded_cents + excluded.refunded_cents,
    refunds = t.refunds + excluded.refunds
$$;
--> statement-breakpoint
-- A receipt's whole sale (its count, total and lines) added (sign 1) or taken out (-1) on day d.
CREATE FUNCTION takings_add_receipt(r receipts, d date, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE l record;
BEGIN
  PERFORM takings_add_day(r.salon_id, d, sign, sign * r.total_cents, 0);
  FOR l IN
    SELECT hairdresser_id, category, service_id, sum(total_cents) AS cents, count(*)::integer AS n
    FROM receipt_lines WHERE receipt_id = r.id
    GROUP BY hairdresser_id, category, service_id
  LOOP
    PERFORM takings_add_line(r.salon_id, d, l.hairdresser_id, l.category, l.service_id,
      sign * l.cents, sign * l.n, 0, 0);
  END LOOP;
END $$;
--> statement-breakpoint
-- A refund's lines added (sign 1) or taken out (-1) on day d, on the lines they give back.
CREATE FUNCTION takings_add_refund(f refunds, d date, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE l record;
BEGIN
  FOR l IN
    SELECT rl.hairdresser_id, rl.category, rl.service_id,
      sum(fl.amount_cents) AS cents, count(*)::integer AS n
    FROM refund_lines fl
    JOIN receipt_lines rl ON rl.receipt_id = f.receipt_id AND rl.position = fl.line
    WHERE fl.refund_id = f.id
    GROUP BY rl.hairdresser_id, rl.category, rl.service_id
  LOOP
    PERFORM takings_add_line(f.salon_id, d, l.hairdresser_id, l.category, l.service_id,
      0, 0, sign * l.cents, sign * l.n);
    PERFORM takings_add_day(f.salon_id, d, 0, 0, sign * l.cents);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION takings_receipt_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'ANNULLATO' THEN
    PERFORM takings_add_day(NEW.salon_id, takings_day(NEW.issued_at), 1, NEW.total_cents, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER receipts_takings_insert AFTER INSERT ON receipts
  FOR EACH ROW EXECUTE FUNCTION takings_receipt_inserted();
--> statement-breakpoint
CREATE FUNCTION takings_line_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r receipts;
BEGIN
  SELECT * INTO r FROM receipts WHERE id = NEW.receipt_id;
  IF r.status <> 'ANNULLATO' THEN
    PERFORM takings_add_line(NEW.salon_id, takings_day(r.issued_at), NEW.hairdresser_id,
      NEW.category, NEW.service_id, NEW.total_cents, 1, 0, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER receipt_lines_takings_insert AFTER INSERT ON receipt_lines
  FOR EACH ROW EXECUTE FUNCTION takings_line_inserted();
--> statement-breakpoint
-- A void takes the sale out; a receipt moved to another instant (data fixes, tests) moves it.
CREATE FUNCTION takings_receipt_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_kept boolean := OLD.status <> 'ANNULLATO';
  is_kept boolean := NEW.status <> 'ANNULLATO';
BEGIN
  IF was_kept = is_kept AND takings_day(OLD.issued_at) = takings_day(NEW.issued_at) THEN
    RETURN NULL;
  END IF;
  IF was_kept THEN PERFORM takings_add_receipt(OLD, takings_day(OLD.issued_at), -1); END IF;
  IF is_kept THEN PERFORM takings_add_receipt(NEW, takings_day(NEW.issued_at), 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER receipts_takings_update AFTER UPDATE OF status, issued_at ON receipts
  FOR EACH ROW EXECUTE FUNCTION takings_receipt_updated();
--> statement-breakpoint
CREATE FUNCTION takings_refund_line_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  f refunds;
  l receipt_lines;
BEGIN
  SELECT * INTO f FROM refunds WHERE id = NEW.refund_id;
  SELECT * INTO l FROM receipt_lines WHERE receipt_id = f.receipt_id AND position = NEW.line;
  PERFORM takings_add_line(NEW.salon_id, takings_day(f.created_at), l.hairdresser_id,
    l.category, l.service_id, 0, 0, NEW.amount_cents, 1);
  PERFORM takings_add_day(NEW.salon_id, takings_day(f.created_at), 0, 0, NEW.amount_cents);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refund_lines_takings_insert AFTER INSERT ON refund_lines
  FOR EACH ROW EXECUTE FUNCTION takings_refund_line_inserted();
--> statement-breakpoint
CREATE FUNCTION takings_refund_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF takings_day(OLD.created_at) <> takings_day(NEW.created_at) THEN
    PERFORM takings_add_refund(OLD, takings_day(OLD.created_at), -1);
    PERFORM takings_add_refund(NEW, takings_day(NEW.created_at), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refunds_takings_update AFTER UPDATE OF created_at ON refunds
  FOR EACH ROW EXECUTE FUNCTION takings_refund_updated();
--> statement-breakpoint
-- Both tables recomputed from the ledgers (the migration's fill; the test's reference).
CREATE FUNCTION takings_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM takings_days;
  DELETE FROM takings_day_lines;
  INSERT INTO takings_days (salon_id, day, receipts, sold_cents, refunded_cents)
  SELECT salon_id, day, sum(receipts), sum(sold), sum(refunded) FROM (
    SELECT salon_id, takings_day(issued_at) AS day, count(*) AS receipts,
      sum(total_cents) AS sold, 0 AS refunded
    FROM receipts WHERE status <> 'ANNULLATO' GROUP BY 1, 2
    UNION ALL
    SELECT f.salon_id, takings_day(f.created_at), 0, 0, sum(fl.amount_cents)
    FROM refunds f JOIN refund_lines fl ON fl.refund_id = f.id
    JOIN receipt_lines rl ON rl.receipt_id = f.receipt_id AND rl.position = fl.line
    GROUP BY 1, 2
  ) AS parts GROUP BY salon_id, day;
  INSERT INTO takings_day_lines
    (salon_id, day, hairdresser_id, category, service_id, sold_cents, sold_lines, refunded_cents, refunds)
  SELECT salon_id, day, hairdresser_id, category, service_id,
    sum(sold), sum(lines), sum(refunded), sum(n_refunds)
  FROM (
    SELECT r.salon_id, takings_day(r.issued_at) AS day, l.hairdresser_id, l.category, l.service_id,
      l.total_cents AS sold, 1 AS lines, 0 AS refunded, 0 AS n_refunds
    FROM receipt_lines l JOIN receipts r ON r.id = l.receipt_id WHERE r.status <> 'ANNULLATO'
    UNION ALL
    SELECT f.salon_id, takings_day(f.created_at), rl.hairdresser_id, rl.category, rl.service_id,
      0, 0, fl.amount_cents, 1
    FROM refunds f JOIN refund_lines fl ON fl.refund_id = f.id
    JOIN receipt_lines rl ON rl.receipt_id = f.receipt_id AND rl.position = fl.line
  ) AS parts
  GROUP BY salon_id, day, hairdresser_id, category, service_id;
$$;
--> statement-breakpoint
SELECT takings_rebuild();
