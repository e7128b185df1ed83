import type { ShopContext } from "#server/http/load-context.ts";

/** Every loader and action receives the shop the API uses (see server/http/pages.ts). */
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppLoadContext extends ShopContext {}
}
