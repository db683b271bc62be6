import { Download } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Form, useActionData, useNavigation } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import type { Unsent } from "~/components/form/network";
import { networkMessages } from "~/components/ui/network-messages";
import { buttonStyles } from "~/components/ui/button";
import { documentRuleLabels, documentRules } from "~/content/document-rules";
import { formatDateTime } from "~/lib/dates";
import { LocalLink } from "~/lib/i18n/local-link";
import { localizePath } from "~/lib/i18n/locale";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { DocumentItemStatus } from "~/db/schema/documents-values";
import type { Programme } from "./checklist";
import type { ChecklistItem } from "./documents.server";
import { formatFileSize } from "./format";
import { documentsMessages } from "./messages";
import { UploadForm } from "./upload-form";
import type { NoticeText } from "./upload-outcome";
import { strongLinkClass } from "~/components/ui/text-link";

export type DocumentsPageData =
  | { state: "no-intake" }
  | { state: "choose"; programmes: { id: Programme; title: string; suggested: boolean }[] }
  | { state: "checklist"; items: ChecklistItem[]; notice?: NoticeText };

const statusTone: Record<DocumentItemStatus, string> = {
  missing: "bg-slate-100 text-slate-800",
  received: "bg-amber-50 text-amber-900",
  accepted: "bg-green-50 text-green-800",
  "needs-replacement": "bg-red-50 text-red-800",
};

/** The client's document portal: the checklist, each line's file, its review and its upload. */
export function DocumentsPage({ data }: { data: DocumentsPageData }) {
  const t = useMessages(documentsMessages);
  return (
    <>
      <PageHeader title={t.title} lead={t.description} />
      <div className="mx-auto max-w-4xl space-y-8 px-4 pb-16">
        {data.state === "no-intake" && (
          <p className="text-slate-700">
            {t.noIntake}{" "}
            <LocalLink to="/immigration-form" className={strongLinkClass}>
              {t.startIntake}
            </LocalLink>
          </p>
        )}
        {data.state === "choose" && <ProgrammeChooser programmes={data.programmes} />}
        {data.state === "checklist" && <Checklist items={data.items} notice={data.notice} />}
      </div>
    </>
  );
}

function ProgrammeChooser({
  programmes,
}: {
  programmes: { id: Programme; title: string; suggested: boolean }[];
}) {
  const t = useMessages(documentsMessages);
  const network = useMessages(networkMessages);
  const result = useActionData<{ error?: "chooseRequired" } | Unsent>();
  const navigation = useNavigation();
  const invalid = !!result && "error" in result && result.error === "chooseRequired";
  return (
    <Form method="post" className="space-y-4">
      <fieldset aria-describedby={invalid ? "choose-help choose-error" : "choose-help"}>
        <legend className="text-xl font-bold text-slate-900">{t.chooseTitle}</legend>
        <p id="choose-help" className="mt-2 text-slate-700">
          {t.chooseHelp}
        </p>
        <div className="mt-4 space-y-3">
          {programmes.map((programme) => (
            <label key={programme.id} className="flex items-center gap-3 text-slate-900">
              <input
                type="checkbox"
                name="programme"
                value={programme.id}
                defaultChecked={programme.suggested}
                className="size-5 accent-red-800"
              />
              {programme.title}
            </label>
          ))}
        </div>
        {invalid && (
          <p id="choose-error" role="alert" className="mt-3 text-red-800">
            {t.chooseRequired}
          </p>
        )}
      </fieldset>
      {result && "status" in result && (
        <p role="alert" className="text-red-800">
          {network.notSent}
        </p>
      )}
      <button type="submit" disabled={navigation.state === "submitting"} className={buttonStyles()}>
        {t.chooseSubmit}
      </button>
    </Form>
  );
}

function Checklist({ items, notice }: { items: ChecklistItem[]; notice?: NoticeText }) {
  const locale = useLocale();
  const t = useMessages(documentsMessages);
  const labels = documentRuleLabels[locale];
  const accepted = items.filter((item) => item.status === "accepted").length;
  const formats = new Intl.ListFormat(locale === "fr" ? "fr-CA" : "en-CA", { type: "disjunction" }).format(
    documentRules.formats,
  );
  const general = notice && !items.some((item) => item.id === notice.itemId) ? notice : undefined;
  return (
    <>
      <section
        aria-labelledby="rules-title"
        className="rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-6"
      >
        <h2 id="rules-title" className="text-lg font-bold text-slate-900">
          {t.rulesTitle}
        </h2>
        <p className="mt-2 text-slate-700">
          {format(t.rules, {
            formats,
            max: labels.maxFileSize,
            min: labels.minScan,
            photoSize: labels.photoSize,
          })}{" "}
          <LocalLink to="/resources/supporting-documents" className={strongLinkClass}>
            {t.rulesLink}
          </LocalLink>
        </p>
      </section>
      {general && (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800"
          data-testid="upload-notice"
        >
          {general.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <p className="font-semibold text-slate-900" data-testid="documents-progress">
        {accepted === items.length ? t.allAccepted : format(t.progress, { accepted, total: items.length })}
      </p>
      <ul className="space-y-4">
        {items.map((item) => (
          <li
            key={item.id}
            id={`item-${item.id}`}
            className="rounded-lg border border-slate-200 p-4 sm:p-5"
            data-testid="document-item"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="min-w-0 flex-1 basis-64 text-base font-semibold break-words text-slate-900">
                {item.label}
              </h2>
              <span
                className={`rounded-full px-3 py-1 text-sm font-medium ${statusTone[item.status]}`}
                data-testid="document-status"
              >
                {t.statuses[item.status]}
              </span>
            </div>
            {item.kind === "photo" && (
              <p className="mt-1 text-sm text-slate-700">
                {format(t.photoHint, { photoSize: labels.photoSize })}
              </p>
            )}
            {item.status === "needs-replacement" && item.reason && (
              <p className="mt-2 break-words text-red-800" data-testid="document-reason">
                {format(t.reason, { reason: item.reason })}
              </p>
            )}
            {item.file && (
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
                <span className="break-all">
                  {format(t.file, {
                    name: item.file.name,
                    size: formatFileSize(item.file.size, locale),
                    date: formatDateTime(item.file.uploadedAt, locale),
                  })}
                </span>
                <a
                  href={localizePath(`/account/documents/file/${item.file.id}`, locale)}
                  download
                  className={strongLinkClass}
                  aria-label={format(t.downloadNamed, { name: item.file.name })}
                >
                  <Icon node={Download} aria-hidden="true" className="mr-1 inline size-4" />
                  {t.download}
                </a>
              </p>
            )}
            {item.status !== "accepted" && (
              <UploadForm
                itemId={item.id}
                label={item.label}
                kind={item.kind}
                replacing={item.file !== undefined}
                notice={notice?.itemId === item.id ? notice : undefined}
              />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
