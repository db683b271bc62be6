import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startFeedServer } from "../../support/feed-server";
import { startServer } from "../../support/server-process";
import { startSmtpSink } from "../../support/smtp-sink";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    /** The local news feed; POST /__mode?m=… makes it fail on demand. */
    feedUrl: string;
  }
}

/** Builds the production bundle, starts a local SMTP peer, a local news feed and the server, and shares their addresses. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== "1") {
    const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: process.env });
    if (result.status !== 0) throw new Error("production build failed");
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
