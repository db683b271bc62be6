import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { EnvError, isDeployed, parseEnv } from "../app/config/env.server";
import { logger } from "../app/lib/logger.server";
import { createApp } from "./app";
import { bootServices } from "./boot";
import { listenGracefully } from "./listen";

let env;
try {
  env = parseEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const serverEntry = path.join(buildDir, "server", "index.js");
if (!existsSync(serverEntry)) {
  logger.info({ buildDir }, "no production build found: building first");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const booted = bootServices(env);
const app = createApp({
  build,
  clientDir: path.join(buildDir, "client"),
  deployed: isDeployed(env),
  baseUrl: env.BASE_URL,
  trustProxy: env.TRUST_PROXY,
  mode: env.NODE_ENV,
  isReady: booted.isReady,
  databaseState: booted.databaseState,
});
// The server listens at once, answering 503 (and its health check) while it starts: a proxy or an
// orchestrator sends it traffic once /healthz says 200. Capacity comes from more instances.
listenGracefully(app, env, booted.shutdown);
