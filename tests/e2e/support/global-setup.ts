import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startFeedServer } from "../../support/feed-server";
import { buildSite, DEPLOYMENT_BUILD_DIR, deploymentFacts, startServer } from "../../support/server-process";
import { startSmtpSink } from "../../support/smtp-sink";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    /** The local news feed; POST /__mode?m=… makes it fail on demand. */
    feedUrl: string;
  }
}

/**
 * Builds the production bundle, and a second one with a deployment's site facts for the tests of
 * deployment mode; starts a local SMTP peer, a local news feed and the server, and shares their addresses.
 */
export default async function setup(project: TestProject) {
  const rebuild = process.env.E2E_SKIP_BUILD !== "1";
  if (rebuild) buildSite();
  if (rebuild || !existsSync(DEPLOYMENT_BUILD_DIR)) {
    buildSite({ BUILD_DIR: DEPLOYMENT_BUILD_DIR, ...deploymentFacts });
  }
  const work = mkdtempSync(path.join(tmpdir(), "e2e-"));
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
  project.provide("baseUrl", server.url);
  project.provide("mailDir", mailDir);
  project.provide("feedUrl", feed.url);
  return async () => {
    await server.stop();
    await smtp.stop();
    await feed.stop();
    rmSync(work, { recursive: true, force: true });
  };
}
