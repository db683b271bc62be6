import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fictionalSiteFacts } from "~/config/site";
import {
  DEPLOYMENT_BUILD_DIR,
  deploymentAddresses,
  deploymentFacts,
  startServer,
  type RunningServer,
} from "../support/server-process";

/*
 * ADR 020: a server in deployment mode (an https BASE_URL) refuses to start while the site facts its
 * build compiled in, or the addresses it starts with, are still the fictional defaults, with one line
 * naming what to set. The shared build keeps the defaults, as development and tests do; the
 * deployment build (global setup) is made with real-looking facts.
 */
const DEPLOYED = {
  BASE_URL: "https://maplepathways.ca",
  AUTH_SECRET: "a-deployed-secret-that-is-long-enough-0123456789",
  DATA_ENCRYPTION_KEY: "a-deployed-encryption-key-long-enough-0123",
  LOG_LEVEL: "info",
};

const BUILT = Object.values(fictionalSiteFacts).map((fact) => fact.variable);

/** What a server that refused to start printed, without startServer's own first line. */
async function refusal(env: Record<string, string>): Promise<string> {
  const work = mkdtempSync(path.join(tmpdir(), "deployment-facts-"));
  try {
    await startServer({ ...env, DATA_DIR: work }, 30_000);
  } catch (error) {
    const message = (error as Error).message;
    expect(message).toMatch(/^server exited with 1:\n/);
    return message.slice(message.indexOf("\n") + 1);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  throw new Error("the server started");
}

describe("fictional facts in deployment mode", () => {
  it("a build with the default facts does not start over https, and names every setting in one line", async () => {
    const output = await refusal(DEPLOYED);
    expect(output).toBe(
      `Refusing to start in deployment mode: set ${BUILT.join(", ")} (when building) and CONSULTANT_EMAIL, MAIL_FROM (when starting); they are still the fictional defaults\n`,
    );
    expect(BUILT).toEqual(expect.arrayContaining(["VITE_SITE_CONSULTANT_LICENCE", "VITE_SITE_STREET"]));
  });

  it("a build with real facts still refuses the fictional addresses it is started with", async () => {
    const output = await refusal({
      ...DEPLOYED,
      BUILD_DIR: DEPLOYMENT_BUILD_DIR,
      ...deploymentAddresses,
      MAIL_FROM: "",
    });
    expect(output).toBe(
      "Refusing to start in deployment mode: set MAIL_FROM (when starting); they are still the fictional defaults\n",
    );
  });

  describe("a build with real facts, started with real addresses", () => {
    let work: string;
    let server: RunningServer;
    beforeAll(async () => {
      work = mkdtempSync(path.join(tmpdir(), "deployment-facts-"));
      server = await startServer({
        ...DEPLOYED,
        BUILD_DIR: DEPLOYMENT_BUILD_DIR,
        ...deploymentAddresses,
        DATA_DIR: work,
      });
    });
    afterAll(async () => {
      await server?.stop();
      rmSync(work, { recursive: true, force: true });
    });

    it("starts and shows the facts it was built with, in both languages", async () => {
      const about = await (await fetch(`${server.url}/about`)).text();
      expect(about).toContain(deploymentFacts.VITE_SITE_CONSULTANT_LICENCE);
      expect(about).not.toContain(fictionalSiteFacts.consultantLicence.value);
      const contact = await (await fetch(`${server.url}/fr/contact`)).text();
      expect(contact).toContain(deploymentFacts.VITE_SITE_STREET_FR);
      expect(contact).not.toMatch(/Example|555-0142|example\.ca/);
    });
  });
});
