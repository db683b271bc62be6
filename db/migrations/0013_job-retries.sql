ALTER TABLE "job_leases" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_leases" ADD COLUMN "next_attempt_at" timestamp with time zone;