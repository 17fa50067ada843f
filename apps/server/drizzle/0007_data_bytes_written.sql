ALTER TABLE "characters" ALTER COLUMN "data_bytes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ALTER COLUMN "data_bytes" DROP EXPRESSION;