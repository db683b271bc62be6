/** A MIME entity's headers (names lower-cased, folded lines joined) and its raw body. */
function entity(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = (at < 0 ? raw : raw.slice(0, at)).replace(/\r?\n[ \t]+/g, " ");
  const body = at < 0 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes: number[] = [];
    const text = body.replace(/=\r?\n/g, "");
    for (let i = 0; i < text.length; i += 1) {
      const hex = text.slice(i + 1, i + 3);
      if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(text[i]!, "utf8"));
      }
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return body;
}

/** The decoded body of the first `text/calendar` part of a raw RFC 5322 message, if any. */
export function calendarPart(raw: string): string | undefined {
  const { headers, body } = entity(raw);
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      const found = calendarPart(part.replace(/^\r?\n/, ""));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!/^text\/calendar\b/i.test(type)) return undefined;
  return decodeBody(body, (headers["content-transfer-encoding"] ?? "").toLowerCase());
}

/** An iCalendar text's properties, lines unfolded, keyed by name with their parameters ("DTSTART;TZID=…"). */
export function calendarLines(ics: string): Map<string, string> {
  const lines = new Map<string, string>();
  for (const line of ics.replace(/\r?\n[ \t]/g, "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0 && !lines.has(line.slice(0, colon))) lines.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return lines;
}

/** "20261201T090000" in America/Regina (UTC−6 all year) as an instant. */
export function reginaInstant(stamp: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (!match) throw new Error(`not a local iCalendar time: ${stamp}`);
  const [, year, month, day, hour, minute, second] = match;
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}.000-06:00`);
}
