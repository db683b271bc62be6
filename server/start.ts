import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { EnvError, isDeployed, parseEnv } from "../app/config/env.server";
import { logger } from "../app/lib/logger.server";
import { createApp } from "./app";
import { bootServices } from "./boot";
import { isClusterPrimary, runPrimary } from "./cluster";
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

if (isClusterPrimary(env)) {
  runPrimary(env);
} else {
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const booted = bootServices(env);
  const app = createApp({
    build,
    clientDir: path.join(buildDir, "client"),
    deployed: isDeployed(env),
    baseUrl: env.BASE_URL,
    isReady: booted.isReady,
    databaseState: booted.databaseState,
  });
  // One of several processes takes its share of the traffic only once it can serve it; a lone
  // process listens at once, answering 503 (and its health check) while it starts.
  if (cluster.isWorker) await booted.booting;
  listenGracefully(app, env, booted.shutdown);
}
