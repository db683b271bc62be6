import { mailText } from "./mail-text";
import { readMails } from "./smtp-sink";

/** The token of the address confirmation email sent to `email`, once the local SMTP peer has it. */
export async function confirmationToken(mailDir: string, email: string): Promise<string> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const mail = readMails(mailDir)
      .map(mailText)
      .find((m) => m.to.includes(email) && m.text.includes("/auth/verify"));
    const token = mail && /token=([\w.-]+)/.exec(mail.text)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation email for ${email}`);
}

/**
 * A new account as a person makes one, over HTTP: the sign-up and confirmation forms posted as a
 * browser without JavaScript posts them. Returns the signed-in session's `Cookie` header.
 */
export async function signUpOverHttp(
  baseUrl: string,
  mailDir: string,
  email: string,
  password: string,
): Promise<string> {
  const post = (pathname: string, body: URLSearchParams) =>
    fetch(baseUrl + pathname, { method: "POST", body, headers: { Origin: baseUrl }, redirect: "manual" });
  const signedUp = await post("/auth", new URLSearchParams({ intent: "signup", email, password }));
  await signedUp.arrayBuffer();
  if (signedUp.status >= 400) throw new Error(`sign-up of ${email} refused (${signedUp.status})`);
  const verified = await post(
    "/auth/verify",
    new URLSearchParams({ token: await confirmationToken(mailDir, email) }),
  );
  await verified.arrayBuffer();
  const cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`${email} not signed in after confirming (${verified.status})`);
  return cookie;
}
