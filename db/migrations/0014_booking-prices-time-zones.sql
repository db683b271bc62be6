ALTER TABLE "bookings" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "time_zone" text;