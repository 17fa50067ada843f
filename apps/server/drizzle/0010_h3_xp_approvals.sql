ALTER TABLE "play_sessions" ADD COLUMN "spends_need_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "play_spends" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"character_id" uuid NOT NULL,
	"character_name" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"owner_alias" text NOT NULL,
	"purchase" jsonb NOT NULL,
	"label" text NOT NULL,
	"cost" integer NOT NULL,
	"record" jsonb NOT NULL,
	"state" text NOT NULL,
	"note" text,
	"decided_by_id" uuid,
	"decided_by_alias" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "play_spends" ADD CONSTRAINT "play_spends_session_id_play_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."play_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_spends" ADD CONSTRAINT "play_spends_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_spends_session_idx" ON "play_spends" USING btree ("session_id","state","created_at");--> statement-breakpoint
CREATE INDEX "play_spends_character_idx" ON "play_spends" USING btree ("character_id","created_at");
