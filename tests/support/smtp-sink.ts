import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  from: string;
  to: string[];
  /** The raw RFC 5322 message. */
  raw: string;
  receivedAt: string;
}

/**
 * A real SMTP server on loopback that accepts every message (except to "bounce…@" addresses) and
 * writes it as JSON into `dir`, so browser tests (in other processes) can read what the site sent.
 */
export async function startSmtpSink(dir: string): Promise<{ port: number; stop: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // A permanent refusal for "bounce…@" recipients, so tests can watch the outbox record a failure.
    onRcptTo(address, _session, callback) {
      if (/^bounce/i.test(address.address)) {
        const refusal = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          receivedAt: new Date().toISOString(),
        };
        sequence += 1;
        const file = path.join(dir, `${Date.now()}-${String(sequence).padStart(5, "0")}.json`);
        // Written aside then renamed: a reader in another process never sees half a message.
        writeFileSync(`${file}.part`, JSON.stringify(mail));
        renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  // A site server stopped or killed while its pooled connection is open resets it: a real relay
  // notes that and serves the next one, and so does this peer.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export function readMails(dir: string): CapturedMail[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as CapturedMail);
}
