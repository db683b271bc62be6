ALTER TABLE "lead_notes" ADD COLUMN "sealed_body" jsonb;--> statement-breakpoint
UPDATE "lead_notes" SET "sealed_body" = to_jsonb("body");--> statement-breakpoint
ALTER TABLE "lead_notes" ALTER COLUMN "sealed_body" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "content" jsonb;--> statement-breakpoint
UPDATE "contact_messages" SET "content" = jsonb_build_object('fullName', "full_name", 'subject', "subject", 'message', "message");--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "content" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "content" jsonb;--> statement-breakpoint
UPDATE "outbox_emails" SET "content" = jsonb_build_object('subject', "subject", 'text', "text_body", 'html', "html_body");--> statement-breakpoint
ALTER TABLE "outbox_emails" ALTER COLUMN "content" SET NOT NULL;
