CREATE TABLE "case_message_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea",
	CONSTRAINT "case_message_files_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "case_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"from_consultant" boolean NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_threads" (
	"user_id" text PRIMARY KEY NOT NULL,
	"client_read_at" timestamp with time zone,
	"consultant_read_at" timestamp with time zone,
	"client_notified_at" timestamp with time zone,
	"consultant_notified_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_message_files" ADD CONSTRAINT "case_message_files_message_id_case_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."case_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_message_files" ADD CONSTRAINT "case_message_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_threads" ADD CONSTRAINT "case_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_message_files_user_idx" ON "case_message_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "case_messages_thread_idx" ON "case_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "case_threads_last_idx" ON "case_threads" USING btree ("last_message_at");