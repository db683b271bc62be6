CREATE TABLE "pathways_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"content" jsonb NOT NULL,
	"locale" text NOT NULL,
	"consent_text" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pathways_leads" ADD CONSTRAINT "pathways_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pathways_leads_status_created_idx" ON "pathways_leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pathways_leads_user_idx" ON "pathways_leads" USING btree ("user_id","created_at");