ALTER TABLE "characters" ALTER COLUMN "list_entry" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ALTER COLUMN "list_entry" DROP EXPRESSION;