CREATE TYPE "public"."inventory_count_status" AS ENUM('APERTO', 'CHIUSO', 'ANNULLATO');--> statement-breakpoint
CREATE TYPE "public"."product_unit" AS ENUM('PZ', 'ML', 'G', 'CONF');--> statement-breakpoint
CREATE TYPE "public"."product_use" AS ENUM('RIVENDITA', 'USO_INTERNO');--> statement-breakpoint
CREATE TYPE "public"."purchase_order_status" AS ENUM('BOZZA', 'INVIATO', 'PARZIALMENTE_RICEVUTO', 'RICEVUTO', 'ANNULLATO');--> statement-breakpoint
CREATE TYPE "public"."stock_movement_kind" AS ENUM('CARICO', 'SCARICO', 'VENDITA', 'USO_INTERNO', 'RESO', 'RETTIFICA');--> statement-breakpoint
CREATE TABLE "inventory_count_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_count_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"count_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"counted_quantity" integer NOT NULL,
	"current_quantity_at_close" integer,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"status" "inventory_count_status" DEFAULT 'APERTO' NOT NULL,
	"note" text,
	"opened_by" bigint,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"adjustment_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"category" text,
	"ean" text,
	"use" "product_use" NOT NULL,
	"unit" "product_unit" NOT NULL,
	"cost_cents" integer NOT NULL,
	"sale_price_cents" integer,
	"vat_rate" integer NOT NULL,
	"minimum_stock" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"supplier_id" bigint,
	"quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_counters" (
	"salon_id" bigint PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"unit_cost_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"supplier_id" bigint NOT NULL,
	"status" "purchase_order_status" DEFAULT 'BOZZA' NOT NULL,
	"notes" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"kind" "stock_movement_kind" NOT NULL,
	"quantity" integer NOT NULL,
	"balance_after" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"user_id" bigint,
	"purchase_order_id" bigint,
	"receipt_id" bigint,
	"inventory_count_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"salon_id" bigint NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone_number" text,
	"vat_number" text,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD COLUMN "product_id" bigint;--> statement-breakpoint
ALTER TABLE "inventory_count_lines" ADD CONSTRAINT "inventory_count_lines_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_count_lines" ADD CONSTRAINT "inventory_count_lines_count_id_inventory_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."inventory_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_count_lines" ADD CONSTRAINT "inventory_count_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_counts" ADD CONSTRAINT "inventory_counts_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_counts" ADD CONSTRAINT "inventory_counts_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_counters" ADD CONSTRAINT "purchase_order_counters_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_inventory_count_id_inventory_counts_id_fk" FOREIGN KEY ("inventory_count_id") REFERENCES "public"."inventory_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_count_lines_count_product_unique" ON "inventory_count_lines" USING btree ("count_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_counts_one_open" ON "inventory_counts" USING btree ("salon_id") WHERE "inventory_counts"."status" = 'APERTO';--> statement-breakpoint
CREATE INDEX "inventory_counts_salon_opened_idx" ON "inventory_counts" USING btree ("salon_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_salon_ean_unique" ON "products" USING btree ("salon_id","ean") WHERE "products"."ean" is not null;--> statement-breakpoint
CREATE INDEX "products_salon_name_idx" ON "products" USING btree ("salon_id","name","id");--> statement-breakpoint
CREATE INDEX "products_salon_category_idx" ON "products" USING btree ("salon_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_order_product_unique" ON "purchase_order_lines" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_product_idx" ON "purchase_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_salon_number_unique" ON "purchase_orders" USING btree ("salon_id","number");--> statement-breakpoint
CREATE INDEX "purchase_orders_salon_status_idx" ON "purchase_orders" USING btree ("salon_id","status");--> statement-breakpoint
CREATE INDEX "stock_movements_salon_created_idx" ON "stock_movements" USING btree ("salon_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_created_idx" ON "stock_movements" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "stock_movements_receipt_idx" ON "stock_movements" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "suppliers_salon_name_idx" ON "suppliers" USING btree ("salon_id","name");--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The stock ledger's rules live in the database, so no code path can break them (issue #17).
-- 1. Each movement adds its quantity to its product under the product row's lock (so 50
--    concurrent movements leave quantity = their sum) and records the balance right after it.
--    The product must be the movement's salon's.
CREATE FUNCTION stock_movement_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET quantity = quantity + NEW.quantity
    WHERE id = NEW.product_id AND salon_id = NEW.salon_id
    RETURNING quantity INTO NEW.balance_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'product % is not a product of salon %', NEW.product_id, NEW.salon_id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_movements_apply BEFORE INSERT ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION stock_movement_apply();
--> statement-breakpoint
-- 2. Append-only: a movement is never changed nor deleted (a correction is a new RETTIFICA).
--    Only the cascade of a salon's own deletion (a trigger inside a trigger) may remove rows.
CREATE FUNCTION stock_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'stock_movements is append-only: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_movements_append_only BEFORE UPDATE OR DELETE ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION stock_movements_append_only();
--> statement-breakpoint
-- 3. A product's quantity changes only through the ledger's trigger above.
CREATE FUNCTION products_quantity_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.quantity IS DISTINCT FROM OLD.quantity AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'products.quantity is the sum of the stock movements: write a movement'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_quantity_guard BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_quantity_guard();
--> statement-breakpoint
CREATE FUNCTION products_quantity_starts_at_zero() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.quantity := 0;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_quantity_starts_at_zero BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_quantity_starts_at_zero();
