import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { localizePath } from "~/lib/i18n/locale";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { MAX_DOCUMENT_BYTES, problemMessage, type DocumentKind } from "./file-problems";
import { FilePicker } from "./file-picker";
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
  return (
    <form
      method="post"
      action={localizePath("/account/documents/upload", locale)}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className="mt-4 space-y-3"
    >
      <input type="hidden" name="item" value={itemId} />
      <FilePicker
        input={{
          ref: input,
          id: inputId,
          name: "file",
          accept: accepted[kind],
          disabled: uploading,
          "aria-invalid": notice && !notice.ok ? true : undefined,
          "aria-describedby": notice ? noticeId : undefined,
        }}
        item={label}
        chosen={chosen}
        onChoose={setChosen}
      />
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
