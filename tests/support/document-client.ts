import { signUpOverHttp } from "./http-sign-up";
import { intakeForm } from "./intake-fixture";

const PASSWORD = "northern lights over the prairie";

export interface DocumentClient {
  /** The `Cookie` header of the client's session. */
  cookie: string;
  /** The ids of the checklist's lines, in page order (the photo last). */
  items: string[];
}

export interface UploadAnswer {
  status: number;
  headers: Headers;
  /** The sentences the page shows about the upload (the JSON answer's `lines`). */
  lines: string[];
}

/**
 * A client as a person becomes one over HTTP: signed up, confirmed by the emailed link, with an
 * intake file and a document checklist for `programmes`.
 */
export async function documentClient(
  baseUrl: string,
  mailDir: string,
  email: string,
  programmes: string[] = ["express-entry"],
): Promise<DocumentClient> {
  const origin = { Origin: baseUrl };
  const post = (pathname: string, body: URLSearchParams, cookie = "") =>
    fetch(baseUrl + pathname, { method: "POST", body, headers: { ...origin, cookie }, redirect: "manual" });

  const cookie = await signUpOverHttp(baseUrl, mailDir, email, PASSWORD);
  const intake = await fetch(`${baseUrl}/immigration-form`, {
    method: "POST",
    headers: { ...origin, cookie },
    body: intakeForm(),
    redirect: "manual",
  });
  if (intake.status !== 303) throw new Error(`intake refused (${intake.status})`);
  const chosen = new URLSearchParams(programmes.map((programme) => ["programme", programme]));
  await (await post("/account/documents", chosen, cookie)).arrayBuffer();
  const page = await (await fetch(`${baseUrl}/account/documents`, { headers: { cookie } })).text();
  const items = [...page.matchAll(/id="item-([0-9a-f-]{36})"/g)].map((match) => match[1]!);
  if (items.length === 0) throw new Error(`no checklist for ${email}`);
  return { cookie, items };
}

/** Uploads one file for one line as the page's script does (it asks for JSON). */
export async function uploadDocument(
  baseUrl: string,
  client: DocumentClient,
  item: string,
  file: { name: string; bytes: Uint8Array },
  { locale = "en", signal }: { locale?: "en" | "fr"; signal?: AbortSignal } = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  form.set("item", item);
  form.set("file", new File([new Uint8Array(file.bytes)], file.name));
  const response = await fetch(`${baseUrl}${locale === "fr" ? "/fr" : ""}/account/documents/upload`, {
    method: "POST",
    body: form,
    headers: { Origin: baseUrl, cookie: client.cookie, Accept: "application/json" },
    signal,
  });
  const answer = (await response.json()) as { lines?: string[] };
  return { status: response.status, headers: response.headers, lines: answer.lines ?? [] };
}
