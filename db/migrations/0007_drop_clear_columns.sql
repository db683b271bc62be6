ALTER TABLE "lead_notes" DROP COLUMN "body";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "full_name";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "message";--> statement-breakpoint
ALTER TABLE "intake_submissions" DROP COLUMN "full_name";--> statement-breakpoint
ALTER TABLE "outbox_emails" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "outbox_emails" DROP COLUMN "text_body";--> statement-breakpoint
ALTER TABLE "outbox_emails" DROP COLUMN "html_body";