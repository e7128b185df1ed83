import { data, NavLink } from "react-router";
import { canonicalAddress } from "#domain/i18n/languages.ts";
import { renderMarkdown } from "#domain/markdown.ts";
import { POLICY_KEYS, POLICY_PAGES, type PolicyKey } from "#domain/policies.ts";
import { cn } from "#app/components/ui/cn.ts";
import { MarkdownText } from "#app/components/ui/markdown-text.tsx";
import { metaTranslator, useContentLanguage, useMessageText, useTranslation } from "#app/lib/i18n.ts";
import type { Route } from "./+types/policy";

/** Which policy a path shows (the route table mounts this module at each policy's path). */
function policyAt(pathname: string): PolicyKey | undefined {
  const path = pathname.replace(/\/+$/, "");
  return POLICY_KEYS.find((key) => POLICY_PAGES[key].path === path);
}

/** A policy page: the admin's Markdown from the settings, rendered safely on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const key = policyAt(new URL(request.url).pathname);
  if (!key) throw data(null, { status: 404 });
  const policies = await context.settings.policies();
  return {
    key,
    html: policies && renderMarkdown(policies[key]),
    canonical: canonicalAddress(`${context.config.publicUrl}${POLICY_PAGES[key].path}`, context.language),
  };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, "info");
  if (!loaded) return [{ title: t("policy.notFound") }];
  const page = POLICY_PAGES[loaded.key];
  // Policy titles are domain messages, in the `messages` catalogue.
  const title = metaTranslator(matches, "messages")(page.title);
  return [
    { title: t("policy.meta.title", { title }) },
    { name: "description", content: t(`policy.description.${loaded.key}`) },
    { tagName: "link", rel: "canonical", href: loaded.canonical },
  ];
}

/** The four policies and Contact Us, side by side on wide screens, below the text on phones. */
function CustomerServiceNav({ current }: { current: PolicyKey }) {
  const { t } = useTranslation("info");
  const tm = useMessageText();
  const links = [
    ...POLICY_KEYS.map((key) => ({ to: POLICY_PAGES[key].path, label: tm(POLICY_PAGES[key].title) })),
    {
      to: "/contact",
      label: t("policy.contactUs"),
    },
  ];
  return (
    // On phones the footer, just below, lists the same pages.
    <nav aria-label={t("policy.customerService")} className="hidden lg:sticky lg:top-24 lg:block">
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-leaf-800 dark:text-leaf-200">
        {t("policy.customerService")}
      </h2>
      <ul className="mt-3 grid gap-1">
        {links.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={cn(
                "flex min-h-11 items-center rounded-xl px-3 text-sm font-medium hover:bg-leaf-100 dark:hover:bg-night-surface",
                to === POLICY_PAGES[current].path &&
                  "bg-white font-semibold text-leaf-800 shadow-sm dark:bg-night-surface dark:text-leaf-200",
              )}
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("info");
  const tm = useMessageText();
  const contentLanguage = useContentLanguage();
  const { key, html } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-4xl font-semibold text-leaf-900 sm:text-5xl dark:text-leaf-100">
        {tm(POLICY_PAGES[key].title)}
      </h1>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-12">
        <article
          lang={contentLanguage}
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-leaf-900/5 sm:p-10 dark:bg-night-surface dark:ring-white/5"
        >
          {html ? (
            <MarkdownText html={html} />
          ) : (
            <p className="text-ink/85 dark:text-night-text/85">{t("policy.pending")}</p>
          )}
        </article>
        <CustomerServiceNav current={key} />
      </div>
    </div>
  );
}
