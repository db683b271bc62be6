CREATE TABLE "news_feed_state" (
	"locale" text PRIMARY KEY NOT NULL,
	"origin" text NOT NULL,
	"last_attempt_ok" boolean NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"locale" text NOT NULL,
	"position" integer NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"is_breaking_news" boolean NOT NULL,
	"link" text NOT NULL,
	"image_url" text NOT NULL,
	CONSTRAINT "news_items_locale_position_pk" PRIMARY KEY("locale","position")
);
