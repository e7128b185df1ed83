import type { Language } from "#domain/i18n/languages.ts";
import type { Shop } from "#server/shop.ts";
import type { PageEmbed } from "./security.ts";

/** What every React Router loader and action receives: the same services the API uses. */
export interface ShopContext extends Shop {
  clientIp: string;
  /** This response's Content-Security-Policy nonce for inline scripts. */
  nonce: string;
  /** Lets this page embed another site's part (its policy allows it: server/http/security.ts). */
  embed(part: PageEmbed): void;
  /** The language the page is rendered in (server/http/language.ts). */
  language: Language;
  /** The browser chunk of each namespace of that language's catalogue, to preload (server/http/client-manifest.ts). */
  textChunks?: Readonly<Record<string, string>>;
}
