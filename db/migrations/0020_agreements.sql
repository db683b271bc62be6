CREATE TABLE "agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"version" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"issued_on" date,
	"sent_at" timestamp with time zone,
	"pdf" "bytea",
	"pdf_sha256" text,
	"withdrawn_at" timestamp with time zone,
	"client_signed_at" timestamp with time zone,
	"client_signature" jsonb,
	"consultant_signed_at" timestamp with time zone,
	"consultant_signature" jsonb,
	"signed_pdf" "bytea",
	"signed_pdf_sha256" text,
	"superseded_at" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	"termination" jsonb,
	"last_record_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_number_version_unique" UNIQUE("year","number","version")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" uuid NOT NULL,
	"user_id" text,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date,
	"lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("year","number")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" uuid NOT NULL,
	"invoice_id" uuid,
	"from_advance" boolean DEFAULT false NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"method" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreements_user_idx" ON "agreements" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_agreement_idx" ON "invoices" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "payments_agreement_idx" ON "payments" USING btree ("agreement_id");
--> statement-breakpoint
-- What a client was given and signed never changes in place, whatever writes to the database: once a
-- version is given to the client its terms and PDF are fixed; once the client signs, the signatures,
-- the signed PDF, its replacement and the termination can each be written once, the account can only be
-- unlinked (deleted), and the last record's time only moves on (the retention period runs from it).
CREATE FUNCTION agreements_keep_signed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.sent_at IS NOT NULL AND (
    NEW.terms IS DISTINCT FROM OLD.terms OR NEW.pdf IS DISTINCT FROM OLD.pdf
    OR NEW.pdf_sha256 IS DISTINCT FROM OLD.pdf_sha256 OR NEW.sent_at IS DISTINCT FROM OLD.sent_at
    OR NEW.issued_on IS DISTINCT FROM OLD.issued_on OR NEW.year IS DISTINCT FROM OLD.year
    OR NEW.number IS DISTINCT FROM OLD.number OR NEW.version IS DISTINCT FROM OLD.version
  ) OR (OLD.client_signed_at IS NOT NULL AND (
    NEW.client_signed_at IS DISTINCT FROM OLD.client_signed_at
    OR NEW.client_signature IS DISTINCT FROM OLD.client_signature
    OR NEW.withdrawn_at IS DISTINCT FROM OLD.withdrawn_at
    OR (NEW.user_id IS DISTINCT FROM OLD.user_id AND NEW.user_id IS NOT NULL)
    OR NEW.last_record_at < OLD.last_record_at
  )) OR (OLD.superseded_at IS NOT NULL AND NEW.superseded_at IS DISTINCT FROM OLD.superseded_at) OR (OLD.consultant_signed_at IS NOT NULL AND (
    NEW.consultant_signed_at IS DISTINCT FROM OLD.consultant_signed_at
    OR NEW.consultant_signature IS DISTINCT FROM OLD.consultant_signature
    OR NEW.signed_pdf IS DISTINCT FROM OLD.signed_pdf
    OR NEW.signed_pdf_sha256 IS DISTINCT FROM OLD.signed_pdf_sha256
  )) OR (OLD.terminated_at IS NOT NULL AND (
    NEW.terminated_at IS DISTINCT FROM OLD.terminated_at OR NEW.termination IS DISTINCT FROM OLD.termination
  )) THEN
    RAISE EXCEPTION 'a service agreement given to the client cannot be changed; issue a new version'
      USING ERRCODE = 'object_not_in_prerequisite_state';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER agreements_keep_signed BEFORE UPDATE ON "agreements"
  FOR EACH ROW EXECUTE FUNCTION agreements_keep_signed();
--> statement-breakpoint
-- An invoice and a payment are records as issued: corrections are new records, never edits.
CREATE FUNCTION billing_records_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_jsonb(NEW) - 'user_id' IS DISTINCT FROM to_jsonb(OLD) - 'user_id'
    OR to_jsonb(NEW) ->> 'user_id' IS DISTINCT FROM to_jsonb(OLD) ->> 'user_id'
      AND to_jsonb(NEW) ->> 'user_id' IS NOT NULL THEN
    RAISE EXCEPTION 'an invoice or a payment recorded cannot be changed'
      USING ERRCODE = 'object_not_in_prerequisite_state';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_fixed BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION billing_records_fixed();
--> statement-breakpoint
CREATE TRIGGER payments_fixed BEFORE UPDATE ON "payments" FOR EACH ROW EXECUTE FUNCTION billing_records_fixed();
