import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startFeedServer } from "../../support/feed-server";
import { buildSite, DEPLOYMENT_BUILD_DIR, deploymentFacts, startServer } from "../../support/server-process";
import { startSmtpSink } from "../../support/smtp-sink";
import { BROWSER_WORKERS } from "./workers";

/** One worker's own site: its server's address and the folder its local SMTP peer writes mail to. */
export interface Site {
  baseUrl: string;
  mailDir: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** One site per worker of the browser project (`BROWSER_WORKERS`). */
    sites: Site[];
  }
}

/** A local SMTP peer, a local news feed and the server on a data folder of their own. */
async function startSite(work: string) {
  const mailDir = path.join(work, "mail");
  const smtp = await startSmtpSink(mailDir);
  const feed = await startFeedServer();
  const server = await startServer({
    DATA_DIR: path.join(work, "data"),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    CONSULTANT_EMAIL: "consultant@maplepathways.example.ca",
    ADMIN_EMAILS: "consultant@maplepathways.example.ca",
    RATE_LIMIT_MULTIPLIER: "100",
    NEWS_FEED_URL_EN: `${feed.url}/atom/en`,
    NEWS_FEED_URL_FR: `${feed.url}/atom/fr`,
    ROUNDS_FEED_URL: `${feed.url}/rounds`,
  });
  return {
    site: { baseUrl: server.url, mailDir },
    stop: async () => {
      await server.stop();
      await smtp.stop();
      await feed.stop();
    },
  };
}

/**
 * Builds the production bundle, and a second one with a deployment's site facts for the tests of
 * deployment mode; starts one site per worker and shares their addresses.
 */
export default async function setup(project: TestProject) {
  const rebuild = process.env.E2E_SKIP_BUILD !== "1";
  if (rebuild) buildSite();
  if (rebuild || !existsSync(DEPLOYMENT_BUILD_DIR)) {
    buildSite({ BUILD_DIR: DEPLOYMENT_BUILD_DIR, ...deploymentFacts });
  }
  const work = mkdtempSync(path.join(tmpdir(), "e2e-"));
  const sites = await Promise.all(
    Array.from({ length: BROWSER_WORKERS }, (_, index) => startSite(path.join(work, `site-${index + 1}`))),
  );
  project.provide(
    "sites",
    sites.map(({ site }) => site),
  );
  return async () => {
    await Promise.all(sites.map(({ stop }) => stop()));
    rmSync(work, { recursive: true, force: true });
  };
}
