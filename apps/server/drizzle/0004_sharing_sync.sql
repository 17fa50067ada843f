CREATE TABLE "character_revisions" (
	"character_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"paths" jsonb NOT NULL,
	"patch" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "character_revisions_character_id_revision_pk" PRIMARY KEY("character_id","revision")
);
--> statement-breakpoint
CREATE TABLE "share_ids" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"share_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"game_line" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_channels" (
	"sync_id" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"game_line" text NOT NULL,
	"live" jsonb,
	"level" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "character_revisions" ADD CONSTRAINT "character_revisions_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_ids" ADD CONSTRAINT "share_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_offers" ADD CONSTRAINT "share_offers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_offers" ADD CONSTRAINT "share_offers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_channels" ADD CONSTRAINT "sync_channels_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_ids_share_id_idx" ON "share_ids" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "share_offers_to_idx" ON "share_offers" USING btree ("to_user_id","created_at");--> statement-breakpoint
CREATE INDEX "sync_channels_owner_idx" ON "sync_channels" USING btree ("owner_id");