CREATE TABLE "express_entry_rounds" (
	"number" text PRIMARY KEY NOT NULL,
	"drawn_on" date NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"invitations" integer NOT NULL,
	"cutoff" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rounds_feed_state" (
	"source" text PRIMARY KEY NOT NULL,
	"last_attempt_ok" boolean NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"rounds_read" integer DEFAULT 0 NOT NULL,
	"rounds_skipped" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "express_entry_rounds_drawn_idx" ON "express_entry_rounds" USING btree ("drawn_on");