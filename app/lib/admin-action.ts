import { useEffect, useEffectEvent, useRef } from "react";
import { useFetcher } from "react-router";
import type { FormResult } from "./forms.ts";

/**
 * A write of an admin page: a form posted to the page's own action (which calls the same
 * service as /api/admin) without leaving the page; `onResult` sees each answer once. Pictures
 * go as multipart. The page's data reloads after a success (React Router's revalidation), so
 * the component that asks must not be keyed on that data, or it is gone before the answer.
 * An action that answers more than a notice names its answer's type (`R`).
 */
export function useAdminAction<R extends FormResult = FormResult>(onResult: (result: R) => void) {
  const fetcher = useFetcher<R>();
  const seen = useRef<R | undefined>(undefined);
  const answered = useEffectEvent(onResult);
  // An action's answer is plain JSON: it arrives as the R it returned.
  const data = fetcher.data as R | undefined;
  useEffect(() => {
    if (fetcher.state !== "idle" || !data || data === seen.current) return;
    seen.current = data;
    answered(data);
  }, [fetcher.state, data]);
  return {
    busy: fetcher.state !== "idle",
    submit(body: FormData | Record<string, string>) {
      void fetcher.submit(body, {
        method: "post",
        encType: body instanceof FormData ? "multipart/form-data" : "application/x-www-form-urlencoded",
      });
    },
  };
}
