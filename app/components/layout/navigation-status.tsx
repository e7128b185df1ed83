import { LoaderCircle } from "lucide-react";
import { useNavigation } from "react-router";
import { useTranslation } from "#app/lib/i18n.ts";

/**
 * The loading texts (docs/product/pages.md#navigation-behaviour), by the page being opened.
 * The first load is rendered on the server
 * with its data; these show only while a client navigation waits for the next page's data.
 */
const LOADING_TEXTS = [
  { path: /^\/plants\/?$/, text: "loading.plants" },
  { path: /^\/blog\/?$/, text: "loading.blogs" },
  { path: /^\/nursery\/?$/, text: "loading.nurseries" },
] as const;

/** A quiet pill under the header; it fades in late so a quick navigation does not flash it. */
export function NavigationStatus() {
  const { t } = useTranslation("catalogue");
  const navigation = useNavigation();
  const pathname = navigation.state === "loading" ? navigation.location.pathname : null;
  const key = pathname === null ? undefined : LOADING_TEXTS.find((l) => l.path.test(pathname))?.text;
  const text = key && t(key);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-30 flex justify-center"
    >
      {text && (
        <p
          className="flex items-center gap-2 rounded-full bg-leaf-800 px-4 py-2 text-sm font-medium text-white shadow-lg transition-opacity delay-150 duration-200 starting:opacity-0 dark:bg-leaf-200 dark:text-night"
          data-testid="navigation-status"
        >
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
          {text}
        </p>
      )}
    </div>
  );
}
