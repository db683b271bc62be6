import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import type { serve as Serve } from "./serve";

/*
 * Development: the same boot as production, loaded through Vite like the app itself, so the server
 * and the routes share one copy of every module, and route changes reload without a restart.
 */
const vite = await createServer({ server: { middlewareMode: true } });
const { serve } = (await vite.ssrLoadModule("/server/serve.ts")) as { serve: typeof Serve };
serve({
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  devMiddleware: vite.middlewares,
  onClose: () => vite.close(),
});
