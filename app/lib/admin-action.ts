import { useEffect, useEffectEvent, useRef } from "react";
import { useFetcher } from "react-router";
import type { FormResult } from "./forms.ts";

/**
 * A write of an admin page: a form posted to the page's own action (which calls the same
 * service as /api/admin) without leaving the page; `onResult` sees each answer once. Pictures
 * go as multipart. The page's data reloads after a success (React Router's revalidation), so
 * the component that asks must not be keyed on that data, or it is gone before the answer.
 */
export function useAdminAction(onResult: (result: FormResult) => void) {
  const fetcher = useFetcher<FormResult>();
  const seen = useRef<FormResult | undefined>(undefined);
  const answered = useEffectEvent(onResult);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    answered(fetcher.data);
  }, [fetcher.state, fetcher.data]);
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
