import { MessageSquareQuote } from "lucide-react";
import { Link } from "react-router";
import { bannerKey } from "#server/features/content/site-pictures.ts";
import { loadFinderPage } from "#app/lib/finder-page.server.ts";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import { FinderResults } from "#app/components/catalogue/finder-results.tsx";
import { activeFilters, cleared, finderHref } from "#app/components/catalogue/finder-url.ts";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { ButtonLink, buttonClass } from "#app/components/ui/button.tsx";
import type { Route } from "./+types/plants";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await loadFinderPage(request, context, "/plants")), banner: bannerKey(2) };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, "catalogue");
  return [
    { title: loaded && loaded.page > 1 ? t("plants.meta.titlePage", { page: loaded.page }) : t("plants.meta.title") },
    { name: "description", content: t("plants.meta.description") },
    ...(loaded ? [{ tagName: "link", rel: "canonical", href: loaded.canonical }] : []),
  ];
}

export default function Plants({ loaderData }: Route.ComponentProps) {
  const { filters, page, banner } = loaderData;
  const { t } = useTranslation("catalogue");
  return (
    <>
      <PageBanner
        title={t("plants.title")}
        imageKey={banner}
        compact={page > 1}
        action={
          <ButtonLink to="/review" variant="accent" prefetch="intent">
            <MessageSquareQuote className="size-4" aria-hidden />
            {t("plants.seeReviews")}
          </ButtonLink>
        }
      >
        <p>{t("plants.intro")}</p>
      </PageBanner>

      <FinderResults
        data={loaderData}
        pathname="/plants"
        empty={
          activeFilters(filters).length ? (
            <>
              <p className="font-serif text-2xl font-semibold">{t("plants.noMatch")}</p>
              <p className="mt-2 text-ink/75 dark:text-night-text/75">{t("plants.noMatchHint")}</p>
              <Link to={finderHref(cleared(filters))} className={buttonClass("primary", "mt-6")}>
                {t("plants.clearFilters")}
              </Link>
            </>
          ) : (
            <>
              <p className="font-serif text-2xl font-semibold">{t("plants.restocking")}</p>
              <p className="mt-2 text-ink/75 dark:text-night-text/75">{t("plants.restockingHint")}</p>
              <Link to="/blog" className={buttonClass("primary", "mt-6")}>
                {t("home.readGuides")}
              </Link>
            </>
          )
        }
      />
    </>
  );
}
