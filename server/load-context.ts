import type { Shop } from "./shop.ts";

/** What every React Router loader and action receives: the same services the API uses. */
export interface ShopContext extends Shop {
  clientIp: string;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppLoadContext extends ShopContext {}
}
