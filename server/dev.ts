import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import type { serve as Serve } from "./serve";

/*
 * Development: the same boot as production, loaded through Vite like the app itself, so the server
 * and the routes share one copy of every module, and route changes reload without a restart.
 * `npm run dev` runs node with the "development" condition, as Vite resolves the app's imports: Express's
 * adapter, loaded by node, then gets the same React Router build as the app, whose request context it
 * checks (`server/dev.test.ts`).
 */
const vite = await createServer({ server: { middlewareMode: true } });
const { serve } = (await vite.ssrLoadModule("/server/serve.ts")) as { serve: typeof Serve };
serve({
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  devMiddleware: vite.middlewares,
  onClose: () => vite.close(),
});
