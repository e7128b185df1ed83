import type { AdminListQuery } from "#domain/schemas/admin-fields.ts";
import type { TableView } from "#domain/views/admin.ts";
import type { Page } from "#server/db/admin-tables.ts";

/** One page of any admin table as its page shows it: the rows in `view`, with the search, sort and page that chose them. */
export function tableView<R, V>(page: Page<R>, query: AdminListQuery, view: (row: R) => V): TableView<V> {
  return {
    items: page.items.map(view),
    total: page.total,
    page: query.page,
    limit: query.limit,
    q: query.q,
    sort: query.sort,
    dir: query.dir,
  };
}
