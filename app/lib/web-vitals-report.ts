import { type Metric, onCLS, onINP, onLCP } from "web-vitals";
import type { VitalsPageType } from "#domain/web-vitals.ts";

let started = false;

/** LCP and INP in whole milliseconds, CLS to four places: finer is noise, and the beacon stays small. */
const rounded = (metric: Metric) =>
  metric.name === "CLS" ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);

/**
 * Measures this page view's LCP, INP and CLS and sends them in one beacon when the page is hidden
 * (the visitor leaves, switches tab or closes it: a mobile browser may never fire `unload`), with
 * the page type, how the page was reached and the device class: no cookie is set, nothing names
 * the visitor or the address. Each metric is sent once per page view; a value the library reports
 * again later (the visitor came back to the tab) is dropped. The web-vitals package hears hidden
 * pages through a capturing listener on the window, so its final values are in before this one's.
 * Only `visibilitychange` sends: on leaving, Chromium fires `pagehide` first, before the package
 * has settled CLS and INP, so sending there too split one view into two beacons.
 */
export function reportVitals(page: VitalsPageType) {
  if (started) return;
  started = true;
  const measured = new Map<string, number>();
  const sent = new Set<string>();
  let navigation: Metric["navigationType"] = "navigate";
  const keep = (metric: Metric) => {
    if (sent.has(metric.name)) return;
    measured.set(metric.name, rounded(metric));
    navigation = metric.navigationType;
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  const device = matchMedia("(pointer: coarse)").matches ? "mobile" : "desktop";
  const send = () => {
    if (measured.size === 0) return;
    const metrics = [...measured].map(([name, value]) => ({ name, value }));
    for (const { name } of metrics) sent.add(name);
    measured.clear();
    const body = JSON.stringify({ page, navigation, device, metrics });
    if (!navigator.sendBeacon?.("/api/vitals", body)) {
      void fetch("/api/vitals", { method: "POST", body, keepalive: true, credentials: "omit" }).catch(() => {});
    }
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
}
