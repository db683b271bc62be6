import { Card, CardTitle, CheckList } from "~/components/ui/card";
import type { DocumentTemplate } from "~/content/templates";
import { useMessages } from "~/lib/i18n/use-locale";
import { resourceMessages } from "./messages";
import { TemplateDownload } from "./template-download";

/** One template: what it is for, its text to fill in, tips, and its download. */
export function TemplateCard({ template }: { template: DocumentTemplate }) {
  const t = useMessages(resourceMessages);
  const titleId = `${template.slug}-title`;
  return (
    <Card id={template.slug} aria-labelledby={titleId}>
      <CardTitle as="h3" id={titleId}>
        {template.name}
      </CardTitle>
      <p className="mt-2 text-slate-700">{template.description}</p>
      <h4 className="mt-5 font-semibold text-slate-900">{t.templateContents}</h4>
      <ul className="mt-2 space-y-1 rounded-lg bg-slate-50 p-4 font-mono text-sm text-slate-800">
        {template.content.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h4 className="mt-5 font-semibold text-slate-900">{t.tips}</h4>
      <CheckList items={template.tips} className="mt-2" />
      <div className="mt-auto pt-6">
        <TemplateDownload template={template} />
      </div>
    </Card>
  );
}
