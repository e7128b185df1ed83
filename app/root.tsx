import { shopPricingOf } from "#domain/shop-pricing.ts";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import { languageAlternates } from "#domain/i18n/languages.ts";
import { POLICY_KEYS, POLICY_PAGES } from "#domain/policies.ts";
import { isPrivatePage } from "#domain/private-pages.ts";
import { rememberLanguage } from "#server/features/accounts/accounts.ts";
import { getSessionUser } from "#server/features/accounts/session.ts";
import { wishlistIds } from "#server/features/wishlist/wishlist.ts";
import type { Route } from "./+types/root";
import { AdminDeniedNotice } from "./components/admin/denied-notice.tsx";
import { CartAddedNotice } from "./components/shop/added-notice.tsx";
import { Footer } from "./components/layout/footer.tsx";
import { Header } from "./components/layout/header.tsx";
import { NavigationStatus } from "./components/layout/navigation-status.tsx";
import { WISHLIST_ACTION } from "./components/shop/wishlist-button.tsx";
import { useCartSync } from "./lib/cart-sync.ts";
import { useLanguage, useTranslation } from "./lib/i18n.ts";
import { useUser } from "./lib/use-user.ts";
import { useRealUserSpeed } from "./lib/web-vitals.ts";
import { messageIn } from "./lib/message-text.server.ts";
import { useNonce } from "./lib/nonce.ts";
import { PAGE_STYLES, useFullStylesheet } from "./lib/stylesheet.ts";
import devanagariRegular from "@subset-fonts/devanagari-400.woff2?url";
import devanagariSemibold from "@subset-fonts/devanagari-600.woff2?url";
import devanagariLabel from "@subset-fonts/devanagari-label-600.woff2?url";
import { themeBootScript } from "./lib/theme.ts";

/** A public page's address in each language; private pages are not offered to search engines. */
function publicAlternates(request: Request, publicUrl: string) {
  const url = new URL(request.url);
  if (isPrivatePage(url.pathname)) return [];
  return languageAlternates(publicUrl, `${url.pathname}${url.search}`);
}

/**
 * The signed-in customer (or null), read on the server so the header is right on first paint,
 * the shop's contact details for the footer and its delivery fee and tax-inclusive prices (from
 * its settings), and the page's language.
 * The products in the customer's wishlist come here too, so every heart on every page is right
 * on first paint while the pages themselves stay the same for everyone (and cached for visitors).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, settings] = await Promise.all([getSessionUser(context, request.headers), context.settings.shop()]);
  if (user) await rememberLanguage(context.db, user, context.language);
  const wishlist = user ? await wishlistIds(context.db, user.id) : [];
  return {
    language: context.language,
    alternates: publicAlternates(request, context.config.publicUrl),
    user: user && { id: user.id, fullName: user.fullName, email: user.email, role: user.role },
    wishlist,
    contact: settings && {
      email: settings.email,
      phone: settings.phone,
      city: settings.city,
      state: settings.state,
      social: settings.social,
    },
    // What an order costs beyond its lines: the cart and the order summary price with it.
    pricing: shopPricingOf(settings),
    // The share of page views that report their speed (VITALS_SAMPLE_RATE), the same for everyone.
    vitalsSampleRate: context.config.vitalsSampleRate,
    // The footer's policy titles, in the page's language: written here, so no page loads the
    // whole messages catalogue for four links.
    policyLinks: POLICY_KEYS.map((key) => ({
      to: POLICY_PAGES[key].path,
      title: messageIn(context.language, POLICY_PAGES[key].title),
    })),
  };
}

/**
 * A heart's press changes only the wishlist, which this loader reads: it is read again, and the
 * page's own loaders (a catalogue page, a product's reviews) are not (WishlistButton).
 */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === WISHLIST_ACTION || defaultShouldRevalidate;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const language = useLanguage();
  useFullStylesheet();
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof loader>("root");
  const alternates = root?.alternates ?? [];
  return (
    <html lang={language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6b3a" />
        {/* The server fills it with the page's rules (entry.server.tsx); the browser renders it empty and never changes it. */}
        <style suppressHydrationWarning dangerouslySetInnerHTML={PAGE_STYLES} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Asked for with the page, so Devanagari is not first drawn in a fallback and then moved (app/devanagari.css). */}
        {(language === "hi" ? [devanagariRegular, devanagariSemibold] : [devanagariLabel]).map((font) => (
          <link key={font} rel="preload" as="font" type="font/woff2" href={font} crossOrigin="" />
        ))}
        {alternates.map((alternate) => (
          <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
        ))}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {t("skipToContent")}
        </a>
        <Header />
        <NavigationStatus />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
        {/* New pages open at the top, Back/Forward where the reader was (docs/product/pages.md#navigation-behaviour). */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useCartSync(useUser()?.id ?? null);
  useRealUserSpeed(useLoaderData<typeof loader>().vitalsSampleRate);
  return (
    <>
      <AdminDeniedNotice />
      <CartAddedNotice />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const page = isRouteErrorResponse(error) && error.status === 404 ? "notFound" : "failed";
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{t(`error.${page}.title`)}</title>
      <h1 className="text-4xl font-semibold text-leaf-800 dark:text-leaf-200">{t(`error.${page}.heading`)}</h1>
      <p className="mt-4 text-ink/80 dark:text-night-text/80">{t(`error.${page}.text`)}</p>
      <a
        href="/plants"
        className="mt-8 inline-flex rounded-full bg-leaf-700 px-5 py-2.5 text-sm font-semibold text-white"
      >
        {t("error.browsePlants")}
      </a>
    </section>
  );
}
