import { Leaf, ShieldCheck, Truck } from "lucide-react";
import { Link } from "react-router";
import { productCardView } from "#server/views.ts";
import { listFeaturedProducts } from "#server/services/products.ts";
import { ProductCard } from "../components/shop/product-card.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import type { Route } from "./+types/home";

export function meta() {
  return [
    { title: "Vanaushadhi — Ayurvedic plants and herbal products, delivered across India" },
    {
      name: "description",
      content:
        "Tulsi, Ashwagandha, Neem, Brahmi and 100+ Ayurvedic plants from partner nurseries, with care guides and free delivery across India.",
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const featured = await listFeaturedProducts(context.db, 8);
  return { featured: featured.map(productCardView) };
}

const REASONS = [
  {
    Icon: Leaf,
    title: "Nursery-grown, healthy plants",
    text: "Raised by partner nurseries across India and checked before they leave.",
  },
  { Icon: Truck, title: "Free delivery", text: "Carefully packed and delivered free to your door, anywhere in India." },
  {
    Icon: ShieldCheck,
    title: "Rooted in Ayurveda",
    text: "Every plant comes with a guide to its traditional uses and its care.",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-leaf-100 to-paper dark:from-night-surface dark:to-night">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-leaf-700 dark:text-leaf-300">
            Healing plants of the forest
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-semibold leading-tight text-leaf-900 sm:text-5xl dark:text-leaf-100">
            Bring Ayurveda home, one living plant at a time
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink/80 dark:text-night-text/80">
            Tulsi for the courtyard, Ashwagandha for the balcony, Aloe for the kitchen window: over 100 Ayurvedic plants
            and herbal products from India's finest nurseries.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/plants">Shop plants</ButtonLink>
            <ButtonLink to="/blog" variant="outline">
              Read the guides
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="trending" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="flex items-end justify-between gap-4">
          <h2 id="trending" className="text-3xl font-semibold text-leaf-900 dark:text-leaf-100">
            Trending Plants
          </h2>
          <Link to="/plants" className="text-sm font-semibold text-leaf-700 hover:underline dark:text-leaf-300">
            View all
          </Link>
        </div>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="featured-products">
          {featured.map((product, i) => (
            <li key={product.id} className={i >= 2 ? "hidden sm:block" : undefined}>
              <ProductCard product={product} priority={i < 2} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="why" className="text-3xl font-semibold text-leaf-900 dark:text-leaf-100">
          Why Choose Us
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {REASONS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-3xl bg-white p-6 shadow-sm dark:bg-night-surface">
              <Icon className="size-8 text-leaf-700 dark:text-leaf-300" aria-hidden />
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-ink/80 dark:text-night-text/80">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
