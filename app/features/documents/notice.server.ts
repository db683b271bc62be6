import type { Locale } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import { problemMessage } from "./file-problems";
import { documentsMessages } from "./messages";
import type { NoticeText, UploadNotice } from "./upload-outcome";

export function describeNotice(notice: UploadNotice, locale: Locale, itemLabel?: string): NoticeText {
  const t = pick(documentsMessages, locale);
  if (notice.kind === "received") {
    return { itemId: notice.itemId, ok: true, lines: [format(t.received, { item: itemLabel ?? "" })] };
  }
  if (notice.kind === "error") return { itemId: notice.itemId, ok: false, lines: [t[notice.error]] };
  return {
    itemId: notice.itemId,
    ok: false,
    lines: [t.rejected, ...notice.problems.map((problem) => problemMessage(problem, locale))],
  };
}
