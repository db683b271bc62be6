import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import { createRequestHandler } from "@react-router/express";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { buildOrigin } from "../app/lib/seo/origin";
import { CLIENT_IP_HEADER } from "../app/lib/rate-limit.server";
import { filesUnder, listBuildFiles } from "./build-files";
import { publicOrigin } from "./canonical-origin";
import { prerenderedPages } from "./prerendered";
import { requestLog } from "./request-log";
import { precompressedAssets } from "./static-assets";
import { cspReportHandler } from "./csp-reports";
import { CSP_REPORT_PATH, sameOriginWrites, securityHeaders } from "./security-headers";

export interface AppOptions {
  /** The built React Router server bundle, or a loader for it (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built client assets and prerendered pages; absent in development. */
  clientDir?: string;
  /** Development middleware (Vite) mounted before the app. */
  devMiddleware?: RequestHandler;
  /** Served over https (HSTS, upgrade-insecure-requests). */
  deployed: boolean;
  /** Public origin, accepted as the Origin of state-changing requests and written in every absolute link. */
  baseUrl: string;
  /** Express "trust proxy": which proxies' X-Forwarded-For to believe (TRUST_PROXY). */
  trustProxy: string | number;
  /** React Router's mode: "production" hides error details from pages (NODE_ENV). */
  mode: string;
  /** Whether migrations have run and the database answers. */
  isReady: () => Promise<boolean>;
  /** A new context for one request's loaders and actions: how they reach the services. */
  requestContext: () => RouterContextProvider;
}

export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);

  // Vite's development client injects inline scripts of its own: the policy applies to builds.
  app.use(securityHeaders({ deployed: options.deployed, csp: !options.devMiddleware }));

  app.post(
    CSP_REPORT_PATH,
    express.json({ type: ["application/csp-report", "application/json"], limit: "16kb" }),
    cspReportHandler(),
  );

  app.use(sameOriginWrites(options.baseUrl));

  app.get("/healthz", async (_req, res) => {
    const ready = await options.isReady().catch(() => false);
    res.set("Cache-Control", "no-store");
    res.status(ready ? 200 : 503).json({ status: ready ? "ok" : "unavailable" });
  });

  // The app sees the client address only through this header, set here and never taken from outside.
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  });

  app.use(requestLog);

  // Assets and pages built ahead of time are sent already compressed, so they come before the
  // compressor. Fingerprinted assets never change: browsers keep them for a year.
  const clientFiles = options.clientDir ? listBuildFiles(options.clientDir) : undefined;
  if (clientFiles) {
    app.use("/assets", precompressedAssets(filesUnder(clientFiles, "/assets")));
    app.use(
      prerenderedPages({
        files: clientFiles,
        origins: { built: buildOrigin, public: publicOrigin(options.baseUrl) },
      }),
    );
  }

  app.use(compression());

  if (options.devMiddleware) app.use(options.devMiddleware);

  if (options.clientDir && clientFiles) {
    // Public files; prerendered pages and their data went through their sender.
    app.use(
      knownFilesOnly(
        clientFiles,
        express.static(options.clientDir, {
          redirect: false,
          index: false,
          setHeaders(res) {
            res.setHeader("Cache-Control", "public, max-age=86400");
          },
        }),
      ),
    );
  }

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: options.build,
      mode: options.mode,
      getLoadContext: options.requestContext,
    }),
  );

  return app;
}

/**
 * Passes to `serve` only the requests for files the build holds: every server-rendered page would
 * otherwise cost a failed disk lookup first.
 */
function knownFilesOnly(files: Map<string, string>, serve: RequestHandler): RequestHandler {
  return (req, res, next) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (!files.has(pathname)) return next();
    return serve(req, res, next);
  };
}
