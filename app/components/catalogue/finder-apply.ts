import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { finderHref, filtersOfForm } from "./finder-url.ts";

/**
 * Applies a finder form (its own fields and the sort menu tied to it by `form=`) as a client
 * navigation to the filters' one address: the URL changes without a reload, the page keeps its
 * scroll, and the back button steps through the choices. Answers whether the address changed.
 */
export function useApplyFinder(): (form: HTMLFormElement | null) => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return useCallback(
    (form) => {
      if (!form) return false;
      const href = finderHref(filtersOfForm(form));
      if (href === here) return false;
      void navigate(href, { preventScrollReset: true });
      return true;
    },
    [navigate, here],
  );
}
