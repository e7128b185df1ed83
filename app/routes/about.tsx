import { HandHeart, Leaf, type LucideIcon, Recycle, ScrollText, Sprout, Telescope } from "lucide-react";
import { nurseryView } from "#domain/catalogue/nursery.ts";
import { TEAM } from "#server/db/seed/plants.ts";
import { portraitKey } from "#server/db/seed/seed.ts";
import { listNurseries } from "#server/services/nurseries.ts";
import { Picture } from "#app/components/shop/picture.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import type { Route } from "./+types/about";

export const meta = () => [
  { title: "About Us · Vanaushadhi" },
  {
    name: "description",
    content:
      "Vanaushadhi was founded in 2025 to bring Ayurvedic plants home: we started with 15 varieties and now offer over 100, grown by partner nurseries across India.",
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const nurseries = await listNurseries(context.db);
  return {
    // The team portraits are drawn at start-up (drawSitePictures), with or without demo data.
    team: TEAM.map((member) => ({ ...member, image: portraitKey(member) })),
    nurseries: nurseries.map(nurseryView),
  };
}

const VALUES: Array<{ Icon: LucideIcon; title: string; text: string }> = [
  {
    Icon: ScrollText,
    title: "Authenticity",
    text: "Every plant is the true species named on its label, described with the care of a vaidya and the honesty of a botanist.",
  },
  {
    Icon: Recycle,
    title: "Sustainability",
    text: "Nursery-propagated plants only, never collected from the wild, shipped in recycled paper and coir.",
  },
  {
    Icon: HandHeart,
    title: "Care",
    text: "Each plant is checked before it leaves the nursery and arrives with a guide to keep it thriving.",
  },
  {
    Icon: Sprout,
    title: "Community",
    text: "We work with family-run nurseries and share what we earn fairly with the growers who raise our plants.",
  },
];

const sectionTitle = "text-3xl font-semibold text-leaf-900 dark:text-leaf-100";
const muted = "text-ink/80 dark:text-night-text/80";

export default function About({ loaderData }: Route.ComponentProps) {
  const { team, nurseries } = loaderData;
  const stats = [
    { value: "2025", label: "Founded" },
    { value: "15", label: "Varieties at launch" },
    { value: "100+", label: "Plants and herbal products today" },
    { value: String(nurseries.length), label: "Partner nurseries" },
  ];
  return (
    <>
      <section className="bg-gradient-to-b from-leaf-100 to-paper dark:from-night-surface dark:to-night">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-leaf-700 dark:text-leaf-300">About Us</p>
          <h1 className="mt-3 text-4xl leading-tight font-semibold text-leaf-900 sm:text-5xl dark:text-leaf-100">
            Healing plants of the forest, for every Indian home
          </h1>
          <p className={`mt-5 text-lg ${muted}`}>
            Vanaushadhi means the healing plants of the forest. We bring them from India's nurseries to your courtyard,
            balcony and kitchen window, with the knowledge to grow and use them well.
          </p>
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
            Our Story
          </h2>
          <div className={`mt-4 space-y-4 leading-relaxed ${muted}`}>
            <p>
              Vanaushadhi was founded in 2025 by four friends who missed the tulsi, curry leaf and aloe of their
              grandparents' courtyards. Buying these plants in the city meant a long trip to a nursery, or a gamble on a
              seller who could not tell Rama tulsi from Krishna tulsi.
            </p>
            <p>
              We started with 15 varieties, sourced from two family nurseries near Pune and written up with the help of
              an Ayurvedic physician. Word spread from balcony to balcony, our partner nurseries grew to cities across
              India, and today we offer over 100 Ayurvedic plants and herbal products, each with its own guide.
            </p>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <article className="rounded-3xl bg-white p-6 shadow-sm dark:bg-night-surface">
            <Leaf className="size-8 text-leaf-700 dark:text-leaf-300" aria-hidden />
            <h2 className="mt-3 text-xl font-semibold">Our Mission</h2>
            <p className={`mt-2 text-sm leading-relaxed ${muted}`}>
              To make authentic, healthy Ayurvedic plants easy to buy and easy to grow, and to share the traditional
              knowledge behind them accurately and responsibly.
            </p>
          </article>
          <article className="rounded-3xl bg-white p-6 shadow-sm dark:bg-night-surface">
            <Telescope className="size-8 text-leaf-700 dark:text-leaf-300" aria-hidden />
            <h2 className="mt-3 text-xl font-semibold">Our Vision</h2>
            <p className={`mt-2 text-sm leading-relaxed ${muted}`}>
              A healing garden in every Indian home, and a living network of nurseries that keeps India's medicinal
              plant heritage growing for the next generation.
            </p>
          </article>
        </div>
      </section>

      <section aria-labelledby="values" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="values" className={sectionTitle}>
          Our Values
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-3xl bg-white p-6 shadow-sm dark:bg-night-surface">
              <Icon className="size-7 text-turmeric-600 dark:text-turmeric-400" aria-hidden />
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className={`mt-2 text-sm leading-relaxed ${muted}`}>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="team" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="team" className={sectionTitle}>
          Meet the Team
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li key={member.name} className="rounded-3xl bg-white p-6 text-center shadow-sm dark:bg-night-surface">
              <Picture
                imageKey={member.image}
                alt={`Portrait of ${member.name}`}
                widths={[320]}
                width={128}
                height={128}
                sizes="128px"
                className="mx-auto size-32 rounded-full object-cover ring-4 ring-leaf-100 dark:ring-leaf-900"
              />
              <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
              <p className="text-sm font-medium text-leaf-700 dark:text-leaf-300">{member.role}</p>
              <p className={`mt-3 text-left text-sm leading-relaxed ${muted}`}>{member.bio}</p>
            </li>
          ))}
        </ul>
      </section>

      {nurseries.length > 0 && (
        <section aria-labelledby="gallery" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="gallery" className={sectionTitle}>
                Our Nursery Gallery
              </h2>
              <p className={`mt-2 ${muted}`}>The partner nurseries where our plants take root.</p>
            </div>
            <ButtonLink to="/nursery" variant="outline">
              Visit our nurseries
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
            Would your nursery like to join us? Write to{" "}
            <a href="mailto:info@vanaushadhi.in" className="font-semibold text-leaf-700 underline dark:text-leaf-300">
              info@vanaushadhi.in
            </a>
            .
          </p>
        </section>
      )}
    </>
  );
}
