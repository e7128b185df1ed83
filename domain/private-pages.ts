/**
 * Pages only a signed-in customer or admin sees (and their `.data` answers), the cart
 * reminder's opt-out page, which shows one customer's choice, and the back-in-stock unsubscribe
 * page, which carries its mail's token: never kept by a shared cache, and not offered to search
 * engines in other languages.
 */
const PRIVATE_PAGE = /^\/(?:profile|checkout|ordersummary|orders|admin|cart-reminders|stock-alerts)(?:[/.]|$)/;

export function isPrivatePage(path: string): boolean {
  return PRIVATE_PAGE.test(path);
}
