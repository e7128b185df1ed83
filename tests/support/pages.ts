import type { RouteConfigEntry } from "@react-router/dev/routes";
import {
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps as withHydrateFallbackProps,
} from "react-router";
import routeConfig from "#app/routes.ts";
import type { UiBuild } from "#server/app.ts";
import type { ServerBuild } from "#server/http/pages.ts";

type ServerRoutes = ServerBuild["routes"];
type RouteModule = NonNullable<ServerRoutes[string]>["module"];
type AssetRoutes = ServerBuild["assets"]["routes"];

/** The app's route files, loaded by vitest from source as React Router's build would bundle them. */
const MODULES = import.meta.glob<Record<string, unknown>>(["/app/root.tsx", "/app/routes/**/*.tsx"]);

/** What React Router's Vite plugin does to a route module: its components get their props (loaderData, …). */
function withProps(module: Record<string, unknown>): RouteModule {
  const {
    default: page,
    ErrorBoundary,
    HydrateFallback,
  } = module as {
    default?: Parameters<typeof withComponentProps>[0];
    ErrorBoundary?: Parameters<typeof withErrorBoundaryProps>[0];
    HydrateFallback?: Parameters<typeof withHydrateFallbackProps>[0];
  };
  return {
    ...module,
    ...(page && { default: withComponentProps(page) }),
    ...(ErrorBoundary && { ErrorBoundary: withErrorBoundaryProps(ErrorBoundary) }),
    ...(HydrateFallback && { HydrateFallback: withHydrateFallbackProps(HydrateFallback) }),
  } as RouteModule;
}

/** What React Router's build names a route by default: its file, without the extension. */
const idOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.tsx$/, "");

async function addRoutes(
  entries: RouteConfigEntry[],
  parentId: string | undefined,
  routes: ServerRoutes,
  assets: AssetRoutes,
): Promise<void> {
  for (const entry of entries) {
    const id = idOf(entry);
    const module = withProps(await MODULES[`/app/${entry.file}`]!());
    const route = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive };
    routes[id] = { ...route, module };
    assets[id] = {
      ...route,
      module: `/${entry.file}`,
      hasAction: "action" in module,
      hasLoader: "loader" in module,
      hasClientAction: "clientAction" in module,
      hasClientLoader: "clientLoader" in module,
      hasClientMiddleware: "clientMiddleware" in module,
      hasErrorBoundary: "ErrorBoundary" in module,
      clientActionModule: undefined,
      clientLoaderModule: undefined,
      clientMiddlewareModule: undefined,
      hydrateFallbackModule: undefined,
      imports: [],
      css: [],
    };
    if (entry.children) await addRoutes(entry.children, id, routes, assets);
  }
}

/**
 * The pages as the production build serves them (the same route table, root, entry and route
 * modules), made from source in the test process: no `npm run build` needed, no browser bundle.
 */
export async function pageBuild(): Promise<UiBuild> {
  const routes: ServerRoutes = {};
  const assets: AssetRoutes = {};
  await addRoutes([{ id: "root", file: "root.tsx", children: routeConfig }], undefined, routes, assets);
  const build: ServerBuild = {
    entry: { module: (await import("#app/entry.server.tsx")) as ServerBuild["entry"]["module"] },
    routes,
    assets: {
      entry: { module: "/entry.client.tsx", imports: [] },
      routes: assets,
      url: "/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {} as ServerBuild["future"],
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
  // No browser build: the assets the pages link are not served here.
  return { build, clientDir: "public" };
}
