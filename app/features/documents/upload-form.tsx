import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useHydrated } from "~/components/form/use-hydrated";
import { buttonStyles } from "~/components/ui/button";
import { localizePath } from "~/lib/i18n/locale";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { MAX_DOCUMENT_BYTES, problemMessage, type DocumentKind } from "./file-problems";
import { documentsMessages } from "./messages";
import type { NoticeText } from "./upload-outcome";

const accepted: Record<DocumentKind, string> = {
  scan: ".pdf,.jpg,.jpeg,.png,.tif,.tiff,application/pdf,image/jpeg,image/png,image/tiff",
  photo: ".jpg,.jpeg,.png,.tif,.tiff,image/jpeg,image/png,image/tiff",
};

function isNotice(value: unknown): value is NoticeText {
  return (
    typeof value === "object" &&
    value !== null &&
    Array.isArray((value as NoticeText).lines) &&
    (value as NoticeText).lines.every((line) => typeof line === "string")
  );
}

/**
 * One line's upload. Without JavaScript it is a plain multipart form and the server redirects back
 * with the outcome; with it, the file goes by XMLHttpRequest (the one browser API that reports upload
 * progress), the bar follows, and the outcome is shown here without leaving the page.
 */
export function UploadForm({
  itemId,
  label,
  kind,
  replacing,
  notice: initialNotice,
}: {
  itemId: string;
  label: string;
  kind: DocumentKind;
  replacing: boolean;
  notice?: NoticeText;
}) {
  const locale = useLocale();
  const t = useMessages(documentsMessages);
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const [notice, setNotice] = useState(initialNotice);
  const [chosen, setChosen] = useState<string>();
  const hydrated = useHydrated();
  const inputId = `file-${itemId}`;
  const noticeId = `notice-${itemId}`;

  const refuse = (lines: string[]) => {
    setNotice({ itemId, ok: false, lines });
    input.current?.focus();
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const file = body.get("file");
    if (!(file instanceof File) || file.size === 0) return refuse([t.noFile]);
    // The server would refuse it too, but only after the whole file crossed a phone's connection.
    if (file.size > MAX_DOCUMENT_BYTES) {
      return refuse([t.rejected, problemMessage({ rule: "size", bytes: file.size }, locale)]);
    }
    const request = new XMLHttpRequest();
    request.open("POST", form.action);
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (progressEvent) => {
      if (progressEvent.lengthComputable) {
        setProgress(Math.round((progressEvent.loaded / progressEvent.total) * 100));
      }
    });
    request.addEventListener("load", () => {
      setProgress(undefined);
      let answer: unknown;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        answer = undefined;
      }
      if (!isNotice(answer)) return refuse([t.failed]);
      if (!answer.ok) return refuse(answer.lines);
      setNotice(answer);
      form.reset();
      setChosen(undefined);
      void revalidator.revalidate();
    });
    request.addEventListener("error", () => {
      setProgress(undefined);
      refuse([t.failed]);
    });
    setNotice(undefined);
    setProgress(0);
    request.send(body);
  };

  const uploading = progress !== undefined;
  const fileInput = {
    ref: input,
    id: inputId,
    type: "file",
    name: "file",
    accept: accepted[kind],
    disabled: uploading,
    "aria-invalid": notice && !notice.ok ? true : undefined,
    "aria-describedby": notice ? noticeId : undefined,
  } as const;
  return (
    <form
      method="post"
      action={localizePath("/account/documents/upload", locale)}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className="mt-4 space-y-3"
    >
      <input type="hidden" name="item" value={itemId} />
      {/* One row in both forms, so the switch after hydration moves nothing on the page. */}
      <div className="relative flex min-h-10 flex-wrap items-center gap-3">
        {hydrated ? (
          // The browser writes its own button and "no file" text in its own language, whatever the
          // page's: once React runs, the input is hidden and the page's words stand in for them.
          <>
            <input
              {...fileInput}
              className="peer sr-only"
              onChange={(event) => setChosen(event.currentTarget.files?.[0]?.name)}
            />
            <label
              htmlFor={inputId}
              className="inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-red-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
            >
              {t.chooseFile}
              <span className="sr-only"> {format(t.chooseFileFor, { item: label })}</span>
            </label>
            <span className="min-w-0 text-sm break-all text-slate-700" data-testid="chosen-file">
              {chosen ?? t.noFileChosen}
            </span>
          </>
        ) : (
          <>
            <label htmlFor={inputId} className="sr-only">
              {t.chooseFile} {format(t.chooseFileFor, { item: label })}
            </label>
            <input
              {...fileInput}
              className="block w-full max-w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-medium file:text-slate-900 hover:file:bg-slate-50"
            />
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={uploading} className={buttonStyles({ variant: "outline" })}>
          {replacing ? t.replace : t.upload}
        </button>
        {uploading && (
          <span className="flex items-center gap-2 text-sm text-slate-700">
            <progress
              max={100}
              value={progress}
              aria-label={format(t.uploadingNamed, { item: label })}
              className="h-2 w-32 accent-red-800"
            />
            {format(t.uploading, { percent: progress })}
          </span>
        )}
      </div>
      <div id={noticeId} role="status" data-testid="upload-notice">
        {notice && (
          <div className={notice.ok ? "text-green-800" : "text-red-800"}>
            <p className={notice.lines.length > 1 ? "font-semibold" : undefined}>{notice.lines[0]}</p>
            {notice.lines.length > 1 && (
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {notice.lines.slice(1).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </form>
  );
}
