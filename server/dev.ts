import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { EnvError, isDeployed, parseEnv } from "../app/config/env.server";
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

const vite = await createServer({ server: { middlewareMode: true } });
const booted = bootServices(env);
const app = createApp({
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  devMiddleware: vite.middlewares,
  deployed: isDeployed(env),
  baseUrl: env.BASE_URL,
  trustProxy: env.TRUST_PROXY,
  mode: env.NODE_ENV,
  isReady: booted.isReady,
});
listenGracefully(app, env, async () => {
  await vite.close();
  await booted.shutdown();
});
