ALTER TABLE "bookings" ADD COLUMN "meeting_name" jsonb;--> statement-breakpoint
-- Each booking gets the name its meeting type has now: from the saved availability, or from the
-- defaults while none was saved (the types bookings were then made with); the type's id when the
-- type has been deleted since, as the pages showed it.
UPDATE "bookings" SET "meeting_name" = coalesce(
	(
		SELECT "entry"."value"->'name'
		FROM jsonb_array_elements(coalesce(
			(
				SELECT CASE WHEN jsonb_typeof("availability"->'meetingTypes') = 'array' THEN "availability"->'meetingTypes' ELSE '[]'::jsonb END
				FROM "booking_settings"
				WHERE "id" = 'office'
			),
			'[{"id":"discovery-call","name":{"en":"Free discovery call","fr":"Appel de découverte gratuit"}},{"id":"consultation","name":{"en":"Consultation at the Saskatoon office","fr":"Consultation au bureau de Saskatoon"}}]'::jsonb
		)) AS "entry"("value")
		WHERE "entry"."value"->>'id' = "bookings"."meeting_type"
			AND jsonb_typeof("entry"."value"->'name'->'en') = 'string'
			AND jsonb_typeof("entry"."value"->'name'->'fr') = 'string'
		LIMIT 1
	),
	jsonb_build_object('en', "meeting_type", 'fr', "meeting_type")
);--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "meeting_name" SET NOT NULL;
