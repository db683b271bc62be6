import type { CapturedMail } from "./smtp-sink";

/** RFC 2047 words; adjacent ones are joined as bytes, since a character may span two of them. */
function decodeWords(header: string): string {
  return header.replace(/(=\?utf-8\?[bq]\?[^?]*\?=\s*)+/gi, (group) => {
    const parts: Buffer[] = [];
    for (const [, kind = "", text = ""] of group.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)) {
      parts.push(
        kind.toLowerCase() === "b"
          ? Buffer.from(text, "base64")
          : quotedPrintableBytes(text.replace(/_/g, " ")),
      );
    }
    return Buffer.concat(parts).toString("utf8");
  });
}

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  const clean = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < clean.length; i += 1) {
    if (clean[i] === "=" && /^[0-9A-F]{2}$/i.test(clean.slice(i + 1, i + 3))) {
      bytes.push(parseInt(clean.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(clean[i] as string, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

function decodeQuotedPrintable(text: string): string {
  return quotedPrintableBytes(text).toString("utf8");
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodePart(raw: string): string {
  const { headers, body } = splitHeaders(raw);
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .map((part) => decodePart(part.replace(/^\r?\n/, "")))
      .join("\n");
  }
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

/** A received email's subject, Reply-To header and decoded text (every part, text and HTML), for assertions. */
export function mailText(mail: CapturedMail): {
  to: string[];
  subject: string;
  replyTo?: string;
  text: string;
} {
  const { headers } = splitHeaders(mail.raw);
  return {
    to: mail.to,
    subject: decodeWords(headers.subject ?? ""),
    replyTo: headers["reply-to"],
    text: decodePart(mail.raw),
  };
}
