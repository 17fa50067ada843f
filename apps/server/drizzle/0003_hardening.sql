CREATE TABLE "mail_throttle" (
	"email" text PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "data_bytes" integer GENERATED ALWAYS AS (octet_length(data::text)) STORED;--> statement-breakpoint
CREATE INDEX "revoked_sessions_revoked_at_idx" ON "revoked_sessions" USING btree ("revoked_at");--> statement-breakpoint
CREATE INDEX "auth_codes_email_purpose_idx" ON "auth_codes" USING btree ("email","purpose");