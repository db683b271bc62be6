import { Download } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useFetcher, useLocation, useSearchParams } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { ActionMessage } from "~/features/admin/action-message";
import type { AdminActionResult } from "~/features/admin/action-result";
import { DOCUMENT_LABEL_MAX_LENGTH, REASON_MAX_LENGTH } from "~/features/admin/limits";
import { formatOfficeTime } from "~/features/admin/messages";
import { REMOVED_DOCUMENT_KEEP_DAYS } from "~/db/schema/documents";
import { fieldClass, linkClass } from "~/features/admin/styles";
import { localizePath, type Locale } from "~/lib/i18n/locale";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { Programme } from "./checklist";
import type { ChecklistItem, RemovedItem } from "./documents.server";
import { formatFileSize, formatOfficeDay } from "./format";
import { documentReviewMessages, documentsMessages } from "./messages";

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
  const fetcher = useFetcher<AdminActionResult>();
  return (
    <fetcher.Form method="post" className="space-y-3">
      <p className="text-slate-700">{t.none}</p>
      <input type="hidden" name="intent" value="document-start" />
      <input type="hidden" name="user" value={userId} />
      <fieldset>
        <legend className="font-medium text-slate-800">{t.startFor}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {programmes.map((programme) => (
            <label key={programme.id} className="flex items-center gap-2 text-slate-900">
              <input
                type="checkbox"
                name="programme"
                value={programme.id}
                className="size-4 accent-red-800"
              />
              {programme.title}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={fetcher.state !== "idle"} className={buttonStyles()}>
          {t.start}
        </button>
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
      className={`${linkClass} break-all`}
    >
      <Download aria-hidden="true" className="mr-1 inline size-4" />
      {file.name} ({formatFileSize(file.size, locale)})
    </a>
  );
}

function ReviewItem({ item, removableUntil }: { item: ChecklistItem; removableUntil: string }) {
  const locale = useLocale();
  const t = useMessages(documentReviewMessages);
  const client = useMessages(documentsMessages);
  const review = useFetcher<AdminActionResult>();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const confirming = searchParams.get("remove") === item.id;
  const reasonId = `reason-${item.id}`;
  const resultId = `review-result-${item.id}`;
  const reasonMissing = review.data?.ok === false && review.data.error === "reasonRequired";
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
        <review.Form method="post" className="mt-3 space-y-2">
          <input type="hidden" name="intent" value="document-review" />
          <input type="hidden" name="item" value={item.id} />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">
              {format(t.reviewOf, { item: item.label })}
            </legend>
            <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
              <label className="flex items-center gap-2 text-sm text-slate-900">
                <input
                  type="radio"
                  name="decision"
                  value="accepted"
                  defaultChecked={item.status !== "needs-replacement"}
                  className="accent-red-800"
                />
                {t.accept}
              </label>
              <label className="flex items-center gap-2 text-sm text-slate-900">
                <input
                  type="radio"
                  name="decision"
                  value="needs-replacement"
                  defaultChecked={item.status === "needs-replacement"}
                  className="accent-red-800"
                />
                {t.askReplacement}
              </label>
            </div>
          </fieldset>
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
            {t.reason}
          </label>
          <textarea
            id={reasonId}
            name="reason"
            rows={2}
            maxLength={REASON_MAX_LENGTH}
            defaultValue={item.reason}
            aria-invalid={reasonMissing || undefined}
            aria-describedby={resultId}
            className={`${fieldClass} block w-full`}
          />
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              disabled={review.state !== "idle"}
              className={buttonStyles({ variant: "outline" })}
            >
              {t.save}
            </button>
            <span id={resultId}>
              <ActionMessage result={review.data} />
            </span>
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
            className="text-sm font-medium text-red-800 underline underline-offset-4 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-red-700"
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
        <input type="hidden" name="intent" value="document-remove" />
        <input type="hidden" name="item" value={item.id} />
        <input type="hidden" name="confirm" value="yes" />
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
              <input type="hidden" name="intent" value="document-restore" />
              <input type="hidden" name="item" value={item.id} />
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
  const fetcher = useFetcher<AdminActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const added = fetcher.state === "idle" && fetcher.data?.ok === true;
  useEffect(() => {
    if (added) form.current?.reset();
  }, [added]);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      className="space-y-2 rounded-md border border-dashed border-slate-300 p-3"
    >
      <h3 className="font-medium text-slate-900">{t.addTitle}</h3>
      <input type="hidden" name="intent" value="document-add" />
      <input type="hidden" name="user" value={userId} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="document-label" className="block text-sm font-medium text-slate-800">
            {t.addLabel}
          </label>
          <input
            id="document-label"
            name="label"
            required
            maxLength={DOCUMENT_LABEL_MAX_LENGTH}
            aria-describedby="document-add-result"
            className={`${fieldClass} block w-full`}
          />
        </div>
        <div>
          <label htmlFor="document-kind" className="block text-sm font-medium text-slate-800">
            {t.addKind}
          </label>
          <select id="document-kind" name="kind" className={fieldClass}>
            <option value="scan">{t.kinds.scan}</option>
            <option value="photo">{t.kinds.photo}</option>
          </select>
        </div>
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className={buttonStyles({ variant: "outline" })}
        >
          {t.add}
        </button>
      </div>
      <span id="document-add-result">
        <ActionMessage result={fetcher.data} />
      </span>
    </fetcher.Form>
  );
}
