import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { EnvError, isDeployed, parseEnv, refuseFictionalFacts } from "../app/config/env.server";
import { publicOrigin } from "./canonical-origin";
import { createApp } from "./app";
import { bootServices } from "./boot";
import { listenGracefully } from "./listen";

/**
 * The one boot of the production server and the development server: parse the environment (a wrong
 * value stops here, named; so do fictional site facts in deployment mode), open the database and the
 * jobs, and listen.
 */
export function serve(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The built client files and prerendered pages; absent in development, where Vite serves them. */
  clientDir?: string;
  /** The migrations, when they are not beside the database module (the production build). */
  migrationsFolder?: string;
  devMiddleware?: RequestHandler;
  onClose?: () => Promise<void>;
}) {
  let env;
  let origin;
  try {
    env = parseEnv();
    // The site facts compared are the ones this build compiled in, which its pages show.
    refuseFictionalFacts(env);
    origin = publicOrigin(env.BASE_URL);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const booted = bootServices(env, origin, options.migrationsFolder);
  const app = createApp({
    build: options.build,
    clientDir: options.clientDir,
    devMiddleware: options.devMiddleware,
    deployed: isDeployed(env),
    baseUrl: env.BASE_URL,
    trustProxy: env.TRUST_PROXY,
    mode: env.NODE_ENV,
    isReady: booted.isReady,
    requestContext: booted.requestContext,
  });
  // The server listens at once, answering 503 to what needs the database (and on its health check)
  // while it starts: a proxy or an orchestrator sends it traffic once /healthz says 200. Capacity
  // comes from more instances.
  listenGracefully(app, env, async () => {
    await options.onClose?.();
    await booted.shutdown();
  });
}
