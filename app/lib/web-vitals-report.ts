import { type CLSMetric, type INPMetric, type LCPMetric, onCLS, onINP, onLCP } from "web-vitals";
import type { VitalsBeacon } from "#domain/schemas/web-vitals.ts";
import type { VitalsMetric, VitalsPageType } from "#domain/web-vitals.ts";

type Metric = LCPMetric | INPMetric | CLSMetric;

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
  const measured = new Map<VitalsMetric, number>();
  const sent = new Set<string>();
  let navigation: VitalsBeacon["navigation"] = "navigate";
  const keep = (metric: Metric) => {
    if (sent.has(metric.name)) return;
    measured.set(metric.name, rounded(metric));
    // "soft-navigation" comes only with the package's soft-navigation option, which is not set here.
    if (metric.navigationType !== "soft-navigation") navigation = metric.navigationType;
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
    const beacon: VitalsBeacon = { page, navigation, device, metrics };
    const body = JSON.stringify(beacon);
    if (!navigator.sendBeacon?.("/api/vitals", body)) {
      void fetch("/api/vitals", { method: "POST", body, keepalive: true, credentials: "omit" }).catch(() => {});
    }
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
}
