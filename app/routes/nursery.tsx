import { Clock, Mail, MapPin, Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { NurseryView } from "#domain/catalogue/nursery.ts";
import { nurseryView } from "#server/features/catalogue/presenters.ts";
import { matchesNursery } from "#domain/nursery-search.ts";
import { listNurseries } from "#server/features/catalogue/nurseries.ts";
import { Picture } from "#app/components/shop/picture.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { inputClass } from "#app/components/ui/field.tsx";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import type { Route } from "./+types/nursery";
import { useContent, useContentLanguage } from "#app/lib/i18n.ts";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, "info");
  return [{ title: t("nursery.meta.title") }, { name: "description", content: t("nursery.meta.description") }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const nurseries = await listNurseries(context.db);
  return { nurseries: nurseries.map(nurseryView) };
}

function NurseryCard({ nursery, priority }: { nursery: NurseryView; priority: boolean }) {
  const { t } = useTranslation("info");
  const contentLanguage = useContentLanguage();
  const hours = useContent()(nursery.hours, nursery.hoursHi);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-leaf-900/5 transition-shadow duration-200 hover:shadow-md dark:bg-night-surface dark:ring-white/5">
      <Picture
        imageKey={nursery.image}
        alt={nursery.alt}
        width={800}
        height={600}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)"
        priority={priority}
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 lang={contentLanguage} className="font-serif text-xl font-semibold text-leaf-900 dark:text-leaf-100">
          {/* The whole card opens the catalogue of what our nurseries grow. */}
          <Link to="/plants" className="after:absolute after:inset-0 after:content-[''] hover:underline">
            {nursery.title}
          </Link>
        </h2>
        <p className="flex items-center gap-2 text-sm">
          <MapPin className="size-4 shrink-0 text-terracotta-500 dark:text-terracotta-400" aria-hidden />
          <span>
            <span className="sr-only">{t("nursery.city")}</span>
            {nursery.city}
          </span>
        </p>
        <p className="flex items-center gap-2 text-sm text-ink/80 dark:text-night-text/80">
          <Clock className="size-4 shrink-0 text-leaf-700 dark:text-leaf-300" aria-hidden />
          <span>
            <span className="sr-only">{t("nursery.hours")}</span>
            <span lang={hours.lang}>{hours.text}</span>
          </span>
        </p>
        {nursery.email && (
          <p className="flex items-center gap-2 text-sm text-ink/80 dark:text-night-text/80">
            <Mail className="size-4 shrink-0 text-leaf-700 dark:text-leaf-300" aria-hidden />
            <a
              href={`mailto:${nursery.email}`}
              className="relative z-10 break-all underline decoration-leaf-300 underline-offset-2 hover:text-leaf-700 dark:hover:text-leaf-300"
            >
              {nursery.email}
            </a>
          </p>
        )}
      </div>
    </article>
  );
}

export default function Nursery({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("info");
  const { nurseries } = loaderData;
  const [searching, setSearching] = useState(false);
  const [query, setQuery] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const shown = nurseries.filter((n) => matchesNursery(n, query));

  useEffect(() => {
    if (searching) input.current?.focus();
  }, [searching]);

  function toggleSearch() {
    // Closing the search shows every nursery again.
    if (searching) setQuery("");
    setSearching(!searching);
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-4xl font-semibold text-leaf-900 sm:text-5xl dark:text-leaf-100">
            {t("nursery.heading")}
          </h1>
          <p className="mt-3 font-serif text-xl text-terracotta-600 italic dark:text-turmeric-400">
            {t("nursery.tagline")}
          </p>
        </div>
        <Button
          variant={searching ? "outline" : "primary"}
          onClick={toggleSearch}
          aria-expanded={searching}
          aria-controls="nursery-search"
          className="self-start sm:self-auto"
        >
          {searching ? <X className="size-4" aria-hidden /> : <Search className="size-4" aria-hidden />}
          {searching ? t("nursery.closeSearch") : t("nursery.search")}
        </Button>
      </header>

      <div id="nursery-search" role="search" hidden={!searching} className="mt-6 max-w-xl">
        <label htmlFor="nursery-query" className="sr-only">
          {t("nursery.searchLabel")}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink/60 dark:text-night-text/60"
            aria-hidden
          />
          <input
            ref={input}
            id="nursery-query"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t("nursery.placeholder")}
            autoComplete="off"
            className={`${inputClass} pl-9`}
          />
        </div>
      </div>

      <p className="sr-only" role="status">
        {query.trim() ? t("nursery.shown", { shown: shown.length, count: nurseries.length }) : ""}
      </p>

      {shown.length === 0 ? (
        <p className="mt-10 rounded-3xl bg-white p-10 text-center text-lg font-medium text-terracotta-600 shadow-sm dark:bg-night-surface dark:text-terracotta-400">
          {nurseries.length === 0 ? t("nursery.soon") : t("nursery.notFound")}
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="nursery-list">
          {shown.map((n, i) => (
            <li key={n.id}>
              <NurseryCard nursery={n} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
