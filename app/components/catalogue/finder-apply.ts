import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { finderHref, useFinderPathname } from "./finder-url.ts";

/**
 * Applies a finder form (its own fields and the sort menu tied to it by `form=`) as a client
 * navigation to the filters' one address: the URL changes without a reload, the page keeps its
 * scroll, and the back button steps through the choices; the same choice again goes nowhere.
 */
export function useApplyFinder(): (form: HTMLFormElement | null) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const finderPathname = useFinderPathname();
  const here = pathname + search;
  return useCallback(
    (form) => {
      if (!form) return;
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
      // The URL's schema (and zod) load on the first choice, not with the page.
      void Promise.all([import("#domain/schemas/catalog-query.ts"), import("#domain/schemas/fields.ts")]).then(
        ([{ catalogueFiltersSchema }, { queryValues }]) => {
          const href = finderHref(catalogueFiltersSchema.parse(queryValues(params)), 1, finderPathname);
          if (href !== here) void navigate(href, { preventScrollReset: true });
        },
      );
    },
    [navigate, here, finderPathname],
  );
}
