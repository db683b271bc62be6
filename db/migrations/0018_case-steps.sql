CREATE TABLE "case_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb,
	"position" integer NOT NULL,
	"reached_on" date,
	"due_on" date,
	"done_on" date,
	"application_number" jsonb,
	"reminded_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_steps" ADD CONSTRAINT "case_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_steps_user_idx" ON "case_steps" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "case_steps_due_idx" ON "case_steps" USING btree ("due_on");