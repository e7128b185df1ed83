import { HandHeart, Leaf, type LucideIcon, Recycle, ScrollText, Sprout, Telescope } from "lucide-react";
import { nurseryView } from "#server/features/catalogue/presenters.ts";
import { portraitKey } from "#server/features/content/site-pictures.ts";
import { TEAM } from "#server/features/content/team.ts";
import { listNurseries } from "#server/features/catalogue/nurseries.ts";
import { Picture } from "#app/components/shop/picture.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, "info");
  return [{ title: t("about.meta.title") }, { name: "description", content: t("about.meta.description") }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const nurseries = await listNurseries(context.db);
  return {
    // The team portraits are drawn at start-up (drawSitePictures), with or without demo data.
    team: TEAM.map((member) => ({ ...member, image: portraitKey(member) })),
    nurseries: nurseries.map(nurseryView),
  };
}

const VALUES: Array<{ Icon: LucideIcon; name: "authenticity" | "sustainability" | "care" | "community" }> = [
  { Icon: ScrollText, name: "authenticity" },
  { Icon: Recycle, name: "sustainability" },
  { Icon: HandHeart, name: "care" },
  { Icon: Sprout, name: "community" },
];

/** Where nurseries write to join (an address, the same in every language). */
const JOIN_EMAIL = "info@vanaushadhi.in";

const sectionTitle = "text-3xl font-semibold text-leaf-900 dark:text-leaf-100";
const muted = "text-ink/80 dark:text-night-text/80";

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("info");
  const { team, nurseries } = loaderData;
  const stats = [
    { value: "2025", label: t("about.stat.founded") },
    { value: "15", label: t("about.stat.launch") },
    { value: "100+", label: t("about.stat.today") },
    { value: String(nurseries.length), label: t("about.stat.nurseries") },
  ];
  return (
    <>
      <section className="bg-gradient-to-b from-leaf-100 to-paper dark:from-night-surface dark:to-night">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-leaf-700 dark:text-leaf-300">
            {t("about.eyebrow")}
          </p>
          <h1 className="mt-3 text-4xl leading-tight font-semibold text-leaf-900 sm:text-5xl dark:text-leaf-100">
            {t("about.heading")}
          </h1>
          <p className={`mt-5 text-lg ${muted}`}>{t("about.intro")}</p>
        </div>
        <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-4 px-4 pb-12 sm:grid-cols-4 sm:px-6">
          {stats.map((s) => (
            <div
              key={s.label}
              className="flex flex-col-reverse rounded-3xl bg-white p-5 text-center shadow-sm dark:bg-night-surface"
            >
              <dt className={`mt-1 text-sm ${muted}`}>{s.label}</dt>
              <dd className="font-serif text-3xl font-semibold text-leaf-800 dark:text-leaf-200">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="story" className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="story" className={sectionTitle}>
            {t("about.story")}
          </h2>
          <div className={`mt-4 space-y-4 leading-relaxed ${muted}`}>
            <p>{t("about.story1")}</p>
            <p>{t("about.story2")}</p>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <article className="rounded-3xl bg-white p-6 shadow-sm dark:bg-night-surface">
            <Leaf className="size-8 text-leaf-700 dark:text-leaf-300" aria-hidden />
            <h2 className="mt-3 text-xl font-semibold">{t("about.mission")}</h2>
            <p className={`mt-2 text-sm leading-relaxed ${muted}`}>{t("about.missionText")}</p>
          </article>
          <article className="rounded-3xl bg-white p-6 shadow-sm dark:bg-night-surface">
            <Telescope className="size-8 text-leaf-700 dark:text-leaf-300" aria-hidden />
            <h2 className="mt-3 text-xl font-semibold">{t("about.vision")}</h2>
            <p className={`mt-2 text-sm leading-relaxed ${muted}`}>{t("about.visionText")}</p>
          </article>
        </div>
      </section>

      <section aria-labelledby="values" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="values" className={sectionTitle}>
          {t("about.values")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ Icon, name }) => (
            <li key={name} className="rounded-3xl bg-white p-6 shadow-sm dark:bg-night-surface">
              <Icon className="size-7 text-turmeric-600 dark:text-turmeric-400" aria-hidden />
              <h3 className="mt-3 text-lg font-semibold">{t(`about.value.${name}`)}</h3>
              <p className={`mt-2 text-sm leading-relaxed ${muted}`}>{t(`about.value.${name}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="team" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="team" className={sectionTitle}>
          {t("about.team")}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li key={member.name} className="rounded-3xl bg-white p-6 text-center shadow-sm dark:bg-night-surface">
              <Picture
                imageKey={member.image}
                alt={t("about.portrait", { name: member.name })}
                widths={[320]}
                width={128}
                height={128}
                sizes="128px"
                className="mx-auto size-32 rounded-full object-cover ring-4 ring-leaf-100 dark:ring-leaf-900"
              />
              <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
              <p className="text-sm font-medium text-leaf-700 dark:text-leaf-300">
                {t(`about.member.${member.texts}.role`)}
              </p>
              <p className={`mt-3 text-left text-sm leading-relaxed ${muted}`}>
                {t(`about.member.${member.texts}.bio`)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      {nurseries.length > 0 && (
        <section aria-labelledby="gallery" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="gallery" className={sectionTitle}>
                {t("about.gallery")}
              </h2>
              <p className={`mt-2 ${muted}`}>{t("about.galleryText")}</p>
            </div>
            <ButtonLink to="/nursery" variant="outline">
              {t("about.visit")}
            </ButtonLink>
          </div>
          <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {nurseries.map((n) => (
              <li key={n.id}>
                <figure className="overflow-hidden rounded-3xl bg-white shadow-sm dark:bg-night-surface">
                  <Picture
                    imageKey={n.image}
                    alt={n.alt}
                    width={800}
                    height={600}
                    sizes="(min-width: 1024px) 25vw, 50vw"
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <figcaption className="p-3 text-sm">
                    <span className="block font-semibold">{n.title}</span>
                    <span className={muted}>{n.city}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p className={`mt-6 text-sm ${muted}`}>
            {t("about.join")}{" "}
            <a href={`mailto:${JOIN_EMAIL}`} className="font-semibold text-leaf-700 underline dark:text-leaf-300">
              {JOIN_EMAIL}
            </a>
            {t("about.joinEnd")}
          </p>
        </section>
      )}
    </>
  );
}
