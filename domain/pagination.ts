/**
 * Numbered pages over a list read with limit/offset (`?page=2`). Shared by the pages that
 * list more than fits on one screen, so page arithmetic lives in one place.
 */

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

/**
 * The page asked for in a URL, or null when `?page=` is not a whole number of at least 1
 * (the page answers 404 then, as for a page past the end).
 */
export function pageRequest(searchParams: URLSearchParams, pageSize: number): PageRequest | null {
  const raw = searchParams.get("page");
  if (raw === null) return { page: 1, limit: pageSize, offset: 0 };
  if (!/^[1-9][0-9]{0,5}$/.test(raw)) return null;
  const page = Number(raw);
  return { page, limit: pageSize, offset: (page - 1) * pageSize };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page 1 keeps the bare URL, so every page has one address; other params (sort, filters) are kept. */
export function pageHref(pathname: string, page: number, search: string | URLSearchParams = ""): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
