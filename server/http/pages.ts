// The one module of the server that touches React Router: it hosts the UI's production build,
// handing every page request the same shop the API uses. (Lint allows this file only.)
import { createRequestHandler, type ServerBuild } from "react-router";
export type { ServerBuild };

/**
 * Renders a page (or answers its `.data` request and actions); its load context is the shop
 * (`ShopContext`, declared for React Router in app/load-context.server.ts).
 */
export function pageHandler(build: ServerBuild) {
  return createRequestHandler(build, "production");
}
