CREATE TABLE "folders" (
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	CONSTRAINT "folders_user_id_name_pk" PRIMARY KEY("user_id","name")
);
--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;