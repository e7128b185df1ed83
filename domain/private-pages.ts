/**
 * Pages only a signed-in customer or admin sees (and their `.data` answers): never kept by a
 * shared cache, and not offered to search engines in other languages.
 */
const PRIVATE_PAGE = /^\/(?:profile|checkout|ordersummary|orders|admin)(?:[/.]|$)/;

export function isPrivatePage(path: string): boolean {
  return PRIVATE_PAGE.test(path);
}
