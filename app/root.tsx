import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { getSessionUser } from "#server/session.ts";
import type { Route } from "./+types/root";
import "./app.css";
import { AdminDeniedNotice } from "./components/admin/denied-notice.tsx";
import { Footer } from "./components/layout/footer.tsx";
import { Header } from "./components/layout/header.tsx";
import { NavigationStatus } from "./components/layout/navigation-status.tsx";
import { useNonce } from "./lib/nonce.ts";
import { themeBootScript } from "./lib/theme.ts";

/**
 * The signed-in customer (or null), read on the server so the header is right on first paint,
 * and the shop's contact details for the footer (from its settings).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, settings] = await Promise.all([getSessionUser(context, request.headers), context.settings.shop()]);
  return {
    user: user && { fullName: user.fullName, email: user.email, role: user.role },
    contact: settings && {
      email: settings.email,
      phone: settings.phone,
      city: settings.city,
      state: settings.state,
      social: settings.social,
    },
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6b3a" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <Header />
        <NavigationStatus />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
        {/* SPEC.md: every route change starts at the top; Back/Forward return to where the reader was. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <AdminDeniedNotice />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{notFound ? "Page not found · Vanaushadhi" : "Something went wrong · Vanaushadhi"}</title>
      <h1 className="text-4xl font-semibold text-leaf-800 dark:text-leaf-200">
        {notFound ? "Page not found" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-ink/80 dark:text-night-text/80">
        {notFound
          ? "We looked in every pot in the nursery, but this page isn't here."
          : "Please try again in a moment. If it keeps happening, write to info@vanaushadhi.in."}
      </p>
      <a
        href="/plants"
        className="mt-8 inline-flex rounded-full bg-leaf-700 px-5 py-2.5 text-sm font-semibold text-white"
      >
        Browse plants
      </a>
    </section>
  );
}
