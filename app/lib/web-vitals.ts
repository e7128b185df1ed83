import { useEffect, useState } from "react";
import { useMatches } from "react-router";
import { vitalsPageType } from "#domain/web-vitals.ts";

/** Long enough for a busy phone to finish what the page needs first, short enough to see a quick visit out. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Real-user speed (docs/product/admin.md#real-user-speed): one page view in `sampleRate` is
 * measured. The draw and the page type happen here, in the page's first script; the measuring
 * (the web-vitals package) is fetched only for a sampled view, once the page has loaded and the
 * browser is idle, so no visitor's first load carries it. The page type is the document's first
 * route's: LCP belongs to the page the visitor landed on, and INP and CLS are the whole visit's.
 */
export function useRealUserSpeed(sampleRate: number) {
  const leaf = useMatches().at(-1)?.id ?? "";
  const [page] = useState(() => vitalsPageType(leaf));
  useEffect(() => {
    if (page === null || Math.random() >= sampleRate) return;
    const measure = () => void import("./web-vitals-report.ts").then(({ reportVitals }) => reportVitals(page));
    const whenIdle = () =>
      "requestIdleCallback" in window
        ? requestIdleCallback(measure, { timeout: IDLE_TIMEOUT_MS })
        : setTimeout(measure);
    if (document.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
  }, [page, sampleRate]);
}
