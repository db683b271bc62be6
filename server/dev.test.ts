import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../tests/support/server-process";

/*
 * The development server loads the app through Vite while Express's adapter loads React Router
 * through Node: both must resolve the same copy of React Router, or every page fails on the request
 * context. Only `npm run dev` itself proves that, so this starts it as a developer does.
 */
describe("npm run dev", () => {
  let child: ChildProcess;
  let work: string;
  let base: string;
  let output = "";

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "dev-server-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn("npm", ["run", "dev"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        BASE_URL: base,
        DATA_DIR: work,
        LOG_LEVEL: "warn",
        NEWS_FEED_URL_EN: "http://127.0.0.1:9/unconfigured",
        NEWS_FEED_URL_FR: "http://127.0.0.1:9/unconfigured",
        ROUNDS_FEED_URL: "http://127.0.0.1:9/unconfigured",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    for (let waited = 0; waited < 90_000; waited += 500) {
      const health = await fetch(`${base}/healthz`).catch(() => undefined);
      if (health?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the development server did not become healthy:\n${output}`);
  }, 120_000);

  afterAll(() => {
    // npm starts node as its child: the whole process group stops.
    if (child?.pid) process.kill(-child.pid, "SIGTERM");
    rmSync(work, { recursive: true, force: true });
  });

  it("renders a page and runs a loader that reads the session from the request context", async () => {
    const home = await fetch(`${base}/fr`);
    expect(home.status, output).toBe(200);
    expect(await home.text()).toContain('lang="fr"');

    const account = await fetch(`${base}/account`, { redirect: "manual" });
    expect(account.status, output).toBe(302);
    expect(account.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
  });
});
