CREATE TABLE "homebrew_installed" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homebrew_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "homebrew_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"creator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_search" text NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"invite_code" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homebrew_versions" (
	"item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"public" boolean NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homebrew_versions_item_id_version_pk" PRIMARY KEY("item_id","version")
);
--> statement-breakpoint
ALTER TABLE "homebrew_installed" ADD CONSTRAINT "homebrew_installed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homebrew_items" ADD CONSTRAINT "homebrew_items_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homebrew_versions" ADD CONSTRAINT "homebrew_versions_item_id_homebrew_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."homebrew_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homebrew_items_browse_idx" ON "homebrew_items" USING btree ("kind","public","name_search");--> statement-breakpoint
CREATE INDEX "homebrew_items_creator_idx" ON "homebrew_items" USING btree ("creator_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "homebrew_items_invite_idx" ON "homebrew_items" USING btree ("invite_code");