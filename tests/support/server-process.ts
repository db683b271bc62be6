import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

const UNCONFIGURED_SOURCE = "http://127.0.0.1:9/unconfigured";
const SHARED_SECRETS = {
  AUTH_SECRET: "the-test-servers-shared-session-signing-secret",
  DATA_ENCRYPTION_KEY: "the-test-servers-shared-data-encryption-key",
};

/**
 * Builds the site into `env.BUILD_DIR` (default build) with the `VITE_*` values of `env`. As a
 * deployment builds it: the test runner's NODE_ENV ("test") would give React's development build,
 * several times larger and slower than what visitors get.
 */
export function buildSite(env: Record<string, string> = {}): void {
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", ...env },
  });
  if (result.status !== 0) throw new Error("production build failed");
}

/**
 * The production build's server entry, built first when missing (a benchmark run on a fresh checkout).
 * `BUILD_DIR` and `VITE_*` in `env` ask for a build of its own (a server with another public origin).
 */
function serverEntry(env: Record<string, string>): string {
  const entry = path.join(env.BUILD_DIR ?? process.env.BUILD_DIR ?? "build", "server", "index.js");
  if (!existsSync(entry)) buildSite(env);
  return entry;
}

/**
 * What a real deployment configures, invented but real-looking: the site facts a deployment must
 * build with (a server in deployment mode refuses the fictional defaults, ADR 020) and the two
 * addresses it must start with. The e2e global setup builds `DEPLOYMENT_BUILD_DIR` with them.
 */
export const DEPLOYMENT_BUILD_DIR = "build-deployment";
export const deploymentFacts = {
  VITE_SITE_CONSULTANT_LICENCE: "R712345",
  VITE_SITE_SK_CONSULTANT_LICENCE: "SK-IC-1234",
  VITE_SITE_RECRUITER_LICENCE: "FWR-5678",
  VITE_SITE_BAR_ROLL_NUMBER: "SCN/045678",
  VITE_SITE_PHONE: "+1 306-412-7788",
  VITE_SITE_EMAIL: "hello@maple-deployment.test",
  VITE_SITE_STREET: "410 22nd Street East, Suite 300",
  VITE_SITE_STREET_FR: "410, 22e Rue Est, bureau 300",
  VITE_SITE_POSTAL_CODE: "S7K 5T6",
};
export const deploymentAddresses = {
  CONSULTANT_EMAIL: "amara@maple-deployment.test",
  MAIL_FROM: "Maple Pathways Immigration <no-reply@maple-deployment.test>",
};

/** The settings of a server started from the deployment build: its build, its facts and addresses. */
export function deploymentServerEnv(): Record<string, string> {
  return { BUILD_DIR: DEPLOYMENT_BUILD_DIR, ...deploymentFacts, ...deploymentAddresses };
}

/** Starts the production server (the build's `server/index.js`) and waits until /healthz answers 200. */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<RunningServer> {
  const entry = serverEntry(env);
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // Links in emails and the sign-in origin check use the address the browser really visits.
      BASE_URL: `http://127.0.0.1:${port}`,
      // No test reaches the internet: outside sources a test does not set point at a closed local port.
      NEWS_FEED_URL_EN: UNCONFIGURED_SOURCE,
      NEWS_FEED_URL_FR: UNCONFIGURED_SOURCE,
      ROUNDS_FEED_URL: UNCONFIGURED_SOURCE,
      // A server on PostgreSQL takes its secrets from configuration, as every instance of a deployment does.
      ...(env.DATABASE_URL ? SHARED_SECRETS : {}),
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: child,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
