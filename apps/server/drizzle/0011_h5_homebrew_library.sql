-- The public homebrew library (issue #49 item 3): full-text search, install counts, ratings, reports, copies.
ALTER TABLE "homebrew_items" ADD COLUMN "copied_from" jsonb;--> statement-breakpoint
ALTER TABLE "homebrew_items" ADD COLUMN "installs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "homebrew_items" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "homebrew_items" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "homebrew_items" ADD COLUMN "reports" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "homebrew_items" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("data"->>'name', '')), 'A') || setweight(to_tsvector('english', coalesce("data"->>'name', '')), 'A') || setweight(to_tsvector('simple', coalesce("data"->>'name', '')), 'A') || setweight(to_tsvector('german', coalesce("data"->>'slogan', '')), 'B') || setweight(to_tsvector('english', coalesce("data"->>'slogan', '')), 'B') || setweight(to_tsvector('german', coalesce(jsonb_path_query_array("data", 'strict $.*.**.name')::text, '')), 'C') || setweight(to_tsvector('english', coalesce(jsonb_path_query_array("data", 'strict $.*.**.name')::text, '')), 'C') || setweight(to_tsvector('simple', coalesce(jsonb_path_query_array("data", 'strict $.*.**.name')::text, '')), 'C') || setweight(to_tsvector('german', (coalesce("data"->>'description', '') || ' ' || coalesce("data"->>'summary', '') || ' ' || coalesce("data"->>'system', ''))), 'D') || setweight(to_tsvector('english', (coalesce("data"->>'description', '') || ' ' || coalesce("data"->>'summary', '') || ' ' || coalesce("data"->>'system', ''))), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "homebrew_items_search_idx" ON "homebrew_items" USING gin ("search");--> statement-breakpoint
-- The library's sorts, over listed items only (public, fewer than 3 reports: libraryLimits.reportsToHide).
CREATE INDEX "homebrew_items_library_newest_idx" ON "homebrew_items" USING btree ("updated_at" DESC, "id" DESC) WHERE "public" AND "reports" < 3;--> statement-breakpoint
CREATE INDEX "homebrew_items_library_installs_idx" ON "homebrew_items" USING btree ("installs" DESC, "updated_at" DESC, "id" DESC) WHERE "public" AND "reports" < 3;--> statement-breakpoint
CREATE INDEX "homebrew_items_library_rating_idx" ON "homebrew_items" USING btree (("rating_sum"::float8 / nullif("rating_count", 0)) DESC NULLS LAST, "rating_count" DESC, "updated_at" DESC, "id" DESC) WHERE "public" AND "reports" < 3;--> statement-breakpoint
CREATE TABLE "homebrew_installs" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homebrew_installs_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "homebrew_reviews" (
	"item_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "homebrew_reviews_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "homebrew_reports" (
	"item_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "homebrew_reports_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "homebrew_installs" ADD CONSTRAINT "homebrew_installs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homebrew_installs" ADD CONSTRAINT "homebrew_installs_item_id_homebrew_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."homebrew_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homebrew_reviews" ADD CONSTRAINT "homebrew_reviews_item_id_homebrew_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."homebrew_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homebrew_reviews" ADD CONSTRAINT "homebrew_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homebrew_reports" ADD CONSTRAINT "homebrew_reports_item_id_homebrew_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."homebrew_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homebrew_reports" ADD CONSTRAINT "homebrew_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homebrew_installs_item_idx" ON "homebrew_installs" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "homebrew_reviews_item_idx" ON "homebrew_reviews" USING btree ("item_id","updated_at");--> statement-breakpoint
-- The counters on the item follow their tables through triggers, so cascades (an account or item deleted) keep them right.
CREATE FUNCTION "homebrew_library_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'homebrew_installs' THEN
		-- The author's own install does not count.
		IF TG_OP IN ('INSERT', 'DELETE') THEN
			UPDATE "homebrew_items" SET "installs" = "installs" + (CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END)
				WHERE "id" = (CASE WHEN TG_OP = 'INSERT' THEN NEW."item_id" ELSE OLD."item_id" END)
				AND "creator_id" <> (CASE WHEN TG_OP = 'INSERT' THEN NEW."user_id" ELSE OLD."user_id" END);
		END IF;
	ELSIF TG_TABLE_NAME = 'homebrew_reviews' THEN
		IF TG_OP IN ('UPDATE', 'DELETE') THEN
			UPDATE "homebrew_items" SET "rating_count" = "rating_count" - 1, "rating_sum" = "rating_sum" - OLD."stars" WHERE "id" = OLD."item_id";
		END IF;
		IF TG_OP IN ('UPDATE', 'INSERT') THEN
			UPDATE "homebrew_items" SET "rating_count" = "rating_count" + 1, "rating_sum" = "rating_sum" + NEW."stars" WHERE "id" = NEW."item_id";
		END IF;
	ELSIF TG_TABLE_NAME = 'homebrew_reports' THEN
		IF TG_OP = 'INSERT' THEN
			UPDATE "homebrew_items" SET "reports" = "reports" + 1 WHERE "id" = NEW."item_id";
		ELSIF TG_OP = 'DELETE' THEN
			UPDATE "homebrew_items" SET "reports" = "reports" - 1 WHERE "id" = OLD."item_id";
		END IF;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "homebrew_installs_count" AFTER INSERT OR DELETE ON "homebrew_installs" FOR EACH ROW EXECUTE FUNCTION "homebrew_library_counts"();--> statement-breakpoint
CREATE TRIGGER "homebrew_reviews_count" AFTER INSERT OR UPDATE OF "stars" OR DELETE ON "homebrew_reviews" FOR EACH ROW EXECUTE FUNCTION "homebrew_library_counts"();--> statement-breakpoint
CREATE TRIGGER "homebrew_reports_count" AFTER INSERT OR DELETE ON "homebrew_reports" FOR EACH ROW EXECUTE FUNCTION "homebrew_library_counts"();--> statement-breakpoint
-- Installs made before the library: every item an account keeps installed (not a clan's cached disciplines).
INSERT INTO "homebrew_installs" ("user_id", "kind", "item_id")
	SELECT DISTINCT i."user_id", h."kind", h."id"
	FROM "homebrew_installed" i
	CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(i."data") = 'object' THEN i."data" ELSE '{}'::jsonb END) AS e(key, value)
	CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(e.value) = 'array' THEN e.value ELSE '[]'::jsonb END) AS entry(value)
	JOIN "homebrew_items" h ON h."kind" = e.key AND jsonb_typeof(entry.value -> 'id') = 'number' AND h."id" = (entry.value ->> 'id')::integer
	ON CONFLICT DO NOTHING;
