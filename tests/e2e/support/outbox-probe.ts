import { expect } from "vitest";
import { readMails, type CapturedMail } from "../../support/smtp-sink";
import { baseUrl, mailDir } from "../../support/browser";

let probes = 0;

/**
 * Every email the site had queued until now, as the local SMTP peer received them. A contact message
 * from an address of its own queues an acknowledgement and nudges the outbox, which sends what is due
 * oldest first: once that acknowledgement has arrived, so has any email queued before it. A test can
 * so say that nothing was sent to an address without waiting for the outbox's next poll.
 */
export async function mailsQueuedSoFar(): Promise<CapturedMail[]> {
  probes += 1;
  const address = `outbox-probe-${process.pid}-${Date.now().toString(36)}-${probes}@example.ca`;
  const response = await fetch(`${baseUrl()}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl() },
    body: new URLSearchParams({
      fullName: "Outbox Probe",
      email: address,
      subject: "Outbox probe",
      message: "Sent by a test to see the outbox delivered what it held.",
      website: "",
    }).toString(),
  });
  expect(response.status, "the probe's contact message was not taken").toBe(200);
  await expect
    .poll(() => readMails(mailDir()).some((mail) => mail.to.includes(address)), { timeout: 20_000 })
    .toBe(true);
  return readMails(mailDir());
}
