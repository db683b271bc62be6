import { getCollectionProps, getFormProps } from "@conform-to/react";
import { Download } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useEffect, useRef } from "react";
import { Form, Link, useFetcher, useLocation, useSearchParams } from "react-router";
import { Field } from "~/components/form/field";
import { FieldError } from "~/components/form/field-error";
import { checkClass } from "~/components/form/field-styles";
import { buttonStyles } from "~/components/ui/button";
import { strongLinkClass, textLinkClass } from "~/components/ui/text-link";
import { ActionMessage } from "./action-message";
import type { AdminResult } from "./action-result";
import { ChangeFields, Submit, useChangeForm } from "./change-form";
import { DOCUMENT_LABEL_MAX_LENGTH, REASON_MAX_LENGTH } from "./limits";
import { formatOfficeTime } from "./messages";
import { REMOVED_DOCUMENT_KEEP_DAYS } from "~/db/schema/documents-values";
import { cn } from "~/lib/cn";
import { localizePath, type Locale } from "~/lib/i18n/locale";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { Programme } from "~/features/documents/checklist";
import type { ChecklistItem, RemovedItem } from "~/features/documents/documents.server";
import { formatFileSize, formatOfficeDay } from "~/features/documents/format";
import { documentReviewMessages, documentsMessages } from "~/features/documents/messages";
import { reviewChangeSchemas } from "./document-review-changes";

/**
 * The consultant's view of a client's checklist: each file, its review, and the list's own changes.
 * `removableUntil` is when a line removed now would be deleted for good (the confirmation says it).
 */
export function ReviewPanel({
  userId,
  items,
  programmes,
  removableUntil,
}: {
  userId: string;
  items: ChecklistItem[];
  programmes: { id: Programme; title: string }[];
  removableUntil: string;
}) {
  const t = useMessages(documentReviewMessages);
  const accepted = items.filter((item) => item.status === "accepted").length;
  return (
    <section aria-labelledby="lead-documents" className="space-y-4 print:hidden">
      <h2 id="lead-documents" className="text-xl font-semibold text-slate-900">
        {t.title}
      </h2>
      {items.length === 0 ? (
        <StartForm userId={userId} programmes={programmes} />
      ) : (
        <>
          <p className="text-slate-700">{format(t.progress, { accepted, total: items.length })}</p>
          <ul className="space-y-3">
            {items.map((item) => (
              <ReviewItem key={item.id} item={item} removableUntil={removableUntil} />
            ))}
          </ul>
        </>
      )}
      <AddForm userId={userId} />
    </section>
  );
}

function StartForm({
  userId,
  programmes,
}: {
  userId: string;
  programmes: { id: Programme; title: string }[];
}) {
  const t = useMessages(documentReviewMessages);
  const fetcher = useFetcher<AdminResult>();
  const [form, fields] = useChangeForm(reviewChangeSchemas(useLocale()).start, fetcher.data, {
    id: "document-start",
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-3">
      <p className="text-slate-700">{t.none}</p>
      <ChangeFields intent="document-start" user={userId} />
      <fieldset>
        <legend className="font-medium text-slate-800">{t.startFor}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {getCollectionProps(fields.programme, {
            type: "checkbox",
            options: programmes.map((programme) => programme.id),
          }).map(({ key, ...props }, index) => (
            <label key={key} className="flex items-center gap-2 text-slate-900">
              <input {...props} className={cn("size-4", checkClass)} />
              {programmes[index]!.title}
            </label>
          ))}
        </div>
        <FieldError field={fields.programme} alert />
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Submit fetcher={fetcher}>{t.start}</Submit>
        <ActionMessage result={fetcher.data} />
      </div>
    </fetcher.Form>
  );
}

/** A client's file, downloaded by the consultant (each download is in the audit trail). */
function FileLink({ file, locale }: { file: NonNullable<ChecklistItem["file"]>; locale: Locale }) {
  return (
    <a
      href={localizePath(`/admin/documents/${file.id}`, locale)}
      download
      className={`${strongLinkClass} break-all`}
    >
      <Icon node={Download} aria-hidden="true" className="mr-1 inline size-4" />
      {file.name} ({formatFileSize(file.size, locale)})
    </a>
  );
}

function ReviewItem({ item, removableUntil }: { item: ChecklistItem; removableUntil: string }) {
  const locale = useLocale();
  const t = useMessages(documentReviewMessages);
  const client = useMessages(documentsMessages);
  const review = useFetcher<AdminResult>();
  const [form, fields] = useChangeForm(reviewChangeSchemas(locale).review, review.data, {
    id: `review-${item.id}`,
    defaultValue: {
      decision: item.status === "needs-replacement" ? "needs-replacement" : "accepted",
      reason: item.reason,
    },
  });
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const confirming = searchParams.get("remove") === item.id;
  const decisions = [
    { value: "accepted", label: t.accept },
    { value: "needs-replacement", label: t.askReplacement },
  ];
  return (
    <li id={`item-${item.id}`} className="rounded-md border border-slate-200 p-3" data-testid="review-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 flex-1 basis-64 font-medium break-words text-slate-900">{item.label}</p>
        <span className="text-sm font-medium text-slate-800" data-testid="review-status">
          {client.statuses[item.status]}
        </span>
      </div>
      {item.reason && item.status === "needs-replacement" && (
        <p className="mt-1 text-sm break-words text-red-800">
          {format(client.reason, { reason: item.reason })}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-700">
        {item.file ? <FileLink file={item.file} locale={locale} /> : t.noFile}
      </p>
      {item.file && (
        <review.Form method="post" {...getFormProps(form)} className="mt-3 space-y-2">
          <ChangeFields intent="document-review" item={item.id} />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">
              {format(t.reviewOf, { item: item.label })}
            </legend>
            <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
              {getCollectionProps(fields.decision, {
                type: "radio",
                options: decisions.map((decision) => decision.value),
              }).map(({ key, ...props }, index) => (
                <label key={key} className="flex items-center gap-2 text-sm text-slate-900">
                  <input {...props} className={checkClass} />
                  {decisions[index]!.label}
                </label>
              ))}
            </div>
          </fieldset>
          <Field field={fields.reason} label={t.reason} compact alert className="w-full">
            {(control) => (
              <textarea
                {...control}
                rows={2}
                maxLength={REASON_MAX_LENGTH}
                className={cn(control.className, "block w-full")}
              />
            )}
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Submit fetcher={review} variant="outline">
              {t.save}
            </Submit>
            <ActionMessage result={review.data} />
          </div>
        </review.Form>
      )}
      {confirming ? (
        <RemoveConfirmation item={item} pathname={pathname} removableUntil={removableUntil} />
      ) : (
        <p className="mt-2">
          {/* A link to the confirmation, not a post: nothing is removed before the consultant confirms. */}
          <Link
            to={`${pathname}?remove=${item.id}#confirm-${item.id}`}
            preventScrollReset
            className={cn("text-sm font-medium", textLinkClass)}
          >
            {t.remove}
            <span className="sr-only"> {format(t.removeWhat, { item: item.label })}</span>
          </Link>
        </p>
      )}
    </li>
  );
}

/**
 * The confirmation a removal asks for, reached by the Remove link (its address names the line): it
 * works the same with or without JavaScript. The removal itself is the form below.
 */
function RemoveConfirmation({
  item,
  pathname,
  removableUntil,
}: {
  item: ChecklistItem;
  pathname: string;
  removableUntil: string;
}) {
  const locale = useLocale();
  const t = useMessages(documentReviewMessages);
  const box = useRef<HTMLDivElement>(null);
  // After a click, the question takes the focus (without JavaScript, the address's fragment moves there).
  useEffect(() => box.current?.focus(), []);
  const titleId = `confirm-title-${item.id}`;
  return (
    <div
      ref={box}
      id={`confirm-${item.id}`}
      role="group"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="mt-3 space-y-2 rounded-md border border-red-300 bg-red-50 p-3 focus-visible:outline-2 focus-visible:outline-red-700"
      data-testid="remove-confirmation"
    >
      <p id={titleId} className="font-semibold break-words text-slate-900">
        {format(t.confirmTitle, { item: item.label })}
      </p>
      <p className="text-sm text-slate-800">
        {format(t.confirmBody, { date: formatOfficeDay(removableUntil, locale) })}
      </p>
      <Form method="post" action={pathname} className="flex flex-wrap items-center gap-3">
        <ChangeFields intent="document-remove" item={item.id} confirm="yes" />
        <button type="submit" className={buttonStyles({ variant: "danger" })}>
          {t.confirmRemove}
        </button>
        <Link
          to={`${pathname}#item-${item.id}`}
          preventScrollReset
          className={buttonStyles({ variant: "outline" })}
        >
          {t.keep}
        </Link>
      </Form>
    </div>
  );
}

/** Lines the consultant removed, each restorable with its file until the retention job deletes it. */
export function RemovedList({ items }: { items: RemovedItem[] }) {
  const locale = useLocale();
  const t = useMessages(documentReviewMessages);
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="removed-documents" className="space-y-3 print:hidden">
      <h2 id="removed-documents" className="text-xl font-semibold text-slate-900">
        {t.removedTitle}
      </h2>
      <p className="text-sm text-slate-700">{format(t.removedHelp, { days: REMOVED_DOCUMENT_KEEP_DAYS })}</p>
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item.id} className="rounded-md border border-slate-200 p-3" data-testid="removed-item">
            <p className="font-medium break-words text-slate-900">{item.label}</p>
            {item.file && (
              <p className="mt-1 text-sm text-slate-700">
                <FileLink file={item.file} locale={locale} />
              </p>
            )}
            <p className="mt-1 text-sm text-slate-700">
              {format(t.removedOn, {
                date: formatOfficeTime(item.removedAt, locale),
                purge: formatOfficeDay(item.purgedAfter, locale),
              })}
            </p>
            <Form method="post" action={pathname} className="mt-2">
              <ChangeFields intent="document-restore" item={item.id} />
              <button type="submit" className={buttonStyles({ variant: "outline" })}>
                {t.restore}
                <span className="sr-only"> {format(t.restoreWhat, { item: item.label })}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AddForm({ userId }: { userId: string }) {
  const t = useMessages(documentReviewMessages);
  const fetcher = useFetcher<AdminResult>();
  const [form, fields] = useChangeForm(reviewChangeSchemas(useLocale()).add, fetcher.data, {
    id: "document-add",
    defaultValue: { kind: "scan" },
  });
  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      className="space-y-2 rounded-md border border-dashed border-slate-300 p-3"
    >
      <h3 className="font-medium text-slate-900">{t.addTitle}</h3>
      <ChangeFields intent="document-add" user={userId} />
      <div className="flex flex-wrap items-end gap-3">
        <Field field={fields.label} label={t.addLabel} compact alert className="min-w-0 flex-1 basis-64">
          {(control) => (
            <input
              {...control}
              required
              maxLength={DOCUMENT_LABEL_MAX_LENGTH}
              className={cn(control.className, "block w-full")}
            />
          )}
        </Field>
        <Field field={fields.kind} label={t.addKind} compact>
          {(control) => (
            <select {...control}>
              <option value="scan">{t.kinds.scan}</option>
              <option value="photo">{t.kinds.photo}</option>
            </select>
          )}
        </Field>
        <Submit fetcher={fetcher} variant="outline">
          {t.add}
        </Submit>
      </div>
      <ActionMessage result={fetcher.data} />
    </fetcher.Form>
  );
}
