CREATE TABLE "play_characters" (
	"session_id" uuid NOT NULL,
	"character_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"added_viewer" boolean NOT NULL,
	"brought_at" timestamp with time zone NOT NULL,
	CONSTRAINT "play_characters_session_id_character_id_pk" PRIMARY KEY("session_id","character_id")
);
--> statement-breakpoint
CREATE TABLE "play_members" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"state" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "play_members_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "play_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"sender_id" uuid,
	"sender_alias" text,
	"audience" text NOT NULL,
	"to_user_id" uuid,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"join_token" text NOT NULL,
	"webhook_url" text,
	"webhook_messages" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "play_characters" ADD CONSTRAINT "play_characters_session_id_play_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."play_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_characters" ADD CONSTRAINT "play_characters_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_characters" ADD CONSTRAINT "play_characters_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_members" ADD CONSTRAINT "play_members_session_id_play_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."play_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_members" ADD CONSTRAINT "play_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_messages" ADD CONSTRAINT "play_messages_session_id_play_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."play_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_characters_character_idx" ON "play_characters" USING btree ("character_id");--> statement-breakpoint
CREATE INDEX "play_members_user_idx" ON "play_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "play_messages_session_idx" ON "play_messages" USING btree ("session_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "play_sessions_code_idx" ON "play_sessions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "play_sessions_join_token_idx" ON "play_sessions" USING btree ("join_token");--> statement-breakpoint
CREATE INDEX "play_sessions_host_idx" ON "play_sessions" USING btree ("host_id");