CREATE TABLE "document_upload_notices" (
	"user_id" text PRIMARY KEY NOT NULL,
	"outbox_id" uuid,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_items" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_upload_notices" ADD CONSTRAINT "document_upload_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_items_received_idx" ON "document_items" USING btree ("status") WHERE "document_items"."status" = 'received' and "document_items"."removed_at" is null;