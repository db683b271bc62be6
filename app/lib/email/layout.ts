import { formatAddress, phoneHref, site } from "~/config/site";
import type { Locale } from "~/lib/i18n/locale";
import { defineMessages, format, labelColon, pick } from "~/lib/i18n/messages";

const messages = defineMessages({
  en: {
    signature: "The {business} team",
    footer: "Licensed immigration consultant — {address}",
    ignore: "If you did not expect this email, you can ignore it.",
  },
  fr: {
    signature: "L’équipe de {business}",
    footer: "Consultante en immigration agréée — {address}",
    ignore: "Si vous n’attendiez pas ce courriel, vous pouvez l’ignorer.",
  },
});

export interface EmailContent {
  locale: Locale;
  subject: string;
  /** Opening line, e.g. "Hello," */
  greeting?: string;
  paragraphs: string[];
  /** A button (HTML) or a line with the address (text). */
  action?: { label: string; url: string };
  /** Label/value lines, e.g. a summary of a submitted form. */
  details?: { label: string; value: string }[];
  /** Adds "If you did not expect this email…". */
  unexpectedNote?: boolean;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Renders a bilingual-ready email as plain text and as simple, escaped HTML. */
export function renderEmail(content: EmailContent): { subject: string; text: string; html: string } {
  const t = pick(messages, content.locale);
  const signature = format(t.signature, { business: site.businessName });
  const footer = t.footer.replace("{address}", formatAddress(content.locale));
  const colon = labelColon[content.locale];
  const text = [
    content.greeting,
    ...content.paragraphs,
    content.action ? `${content.action.label}${colon}${content.action.url}` : undefined,
    content.details?.map((d) => `${d.label}${colon}${d.value}`).join("\n"),
    content.unexpectedNote ? t.ignore : undefined,
    `${signature}\n${site.phone} · ${site.email}\n${footer}`,
  ]
    .filter((part): part is string => Boolean(part))
    .join("\n\n");

  const p = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value).replace(/\n/g, "<br>")}</p>`;
  const html = `<!doctype html>
<html lang="${content.locale}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-top:4px solid #b91c1c;padding:24px">
<p style="margin:0 0 16px;font-weight:bold">${escapeHtml(site.businessName)}</p>
${content.greeting ? p(content.greeting) : ""}
${content.paragraphs.map(p).join("\n")}
${
  content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#b91c1c;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : ""
}
${
  content.details
    ? `<table style="border-collapse:collapse;width:100%;margin:0 0 16px">${content.details
        .map(
          (d) =>
            `<tr><th style="text-align:left;vertical-align:top;padding:4px 8px 4px 0;font-size:14px">${escapeHtml(d.label)}</th><td style="padding:4px 0;font-size:14px;white-space:pre-wrap">${escapeHtml(d.value)}</td></tr>`,
        )
        .join("")}</table>`
    : ""
}
${content.unexpectedNote ? p(t.ignore) : ""}
<p style="margin:24px 0 0;font-size:13px;color:#475569">${escapeHtml(signature)}<br><a href="${phoneHref()}" style="color:#475569">${escapeHtml(site.phone)}</a> · ${escapeHtml(site.email)}<br>${escapeHtml(footer)}</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}
