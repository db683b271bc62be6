import { Download } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { MouseEvent } from "react";
import { buttonStyles } from "~/components/ui/button";
import { notify } from "~/components/ui/toast";
import type { DocumentTemplate } from "~/content/templates";
import { localizePath } from "~/lib/i18n/locale";
import { labelColon } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { resourceMessages } from "./messages";
import { templateDownloadPath, templateFileName } from "./template-paths";

/**
 * 'Download Template'. Without JavaScript it is a plain download link. With JavaScript the file is
 * fetched first, so a missing file gives the spec's message instead of a broken download, and a
 * good one is saved with the 'Downloading …' toast.
 */
export function TemplateDownload({ template }: { template: DocumentTemplate }) {
  const locale = useLocale();
  const t = useMessages(resourceMessages);
  const href = localizePath(templateDownloadPath(template.slug), locale);
  const fileName = templateFileName(template.slug, locale);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`template answered ${response.status}`);
      const blob = await response.blob();
      if (blob.size === 0) throw new Error("template file is empty");
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser reads the blob when the download starts; give it time before freeing it.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      notify(`${t.downloading} ${template.name}`);
    } catch {
      notify(t.templateUnavailable, { variant: "destructive" });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <a href={href} download={fileName} onClick={download} className={buttonStyles()}>
        <Icon node={Download} aria-hidden="true" className="size-4" />
        {t.downloadTemplate}
        <span className="sr-only">
          {labelColon[locale]}
          {template.name} ({t.downloadFormat})
        </span>
      </a>
      <span className="text-sm text-slate-600" aria-hidden="true">
        {t.downloadFormat}
      </span>
    </div>
  );
}
