import { LayoutDashboard, LogOut, Menu, UserRound, X } from "lucide-react";
import { useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { LANGUAGE_QUERY, otherLanguage } from "#domain/i18n/languages.ts";
import { useLanguage, useTranslation } from "#app/lib/i18n.ts";
import { leaveCart } from "#app/lib/cart-sync.ts";
import { useUser } from "#app/lib/use-user.ts";
import { buttonClass, iconButtonClass } from "#app/components/ui/button.tsx";
import { CartLink } from "./cart-link.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { LogoMark } from "./logo.tsx";
import { SearchButton } from "./search-button.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

export const NAV_LINKS = [
  { to: "/", label: "nav.home" },
  { to: "/plants", label: "nav.plants" },
  { to: "/blog", label: "nav.blog" },
  { to: "/nursery", label: "nav.nursery" },
  { to: "/about", label: "nav.about" },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-3 py-2 text-sm font-medium transition-colors",
    isActive
      ? "bg-leaf-100 text-leaf-900 dark:bg-night-surface dark:text-leaf-200"
      : "text-ink/80 hover:text-leaf-700 dark:text-night-text/80 dark:hover:text-leaf-300",
  );

/** Log in / Get started for visitors; the profile link and Log out once signed in. */
function AccountLinks({ onNavigate, mobile = false }: { onNavigate?: () => void; mobile?: boolean }) {
  const { t } = useTranslation();
  const user = useUser();
  // max-sm: wins over the buttons' own inline-flex (plain `hidden` did not, and phones overflowed).
  // In the phone's menu each is a 44 px tap target.
  const hide = mobile ? "min-h-11" : "max-sm:hidden";
  if (user) {
    return (
      <>
        {user.role === "admin" && (
          <Link to="/admin" className={buttonClass("ghost", mobile ? hide : "max-md:hidden")} onClick={onNavigate}>
            <LayoutDashboard className="size-4" aria-hidden />
            {t("account.admin")}
          </Link>
        )}
        <Link
          to="/profile"
          className={buttonClass("ghost", hide)}
          onClick={onNavigate}
          data-testid="profile-link"
          translate="no"
        >
          <UserRound className="size-4" aria-hidden />
          {user.fullName.split(" ")[0] || t("account.profile")}
        </Link>
        {/* A shared phone must not hand this cart to the next person; the menu closes with the session. */}
        <Form
          method="post"
          action="/logout"
          className={mobile ? undefined : hide}
          onSubmit={() => {
            leaveCart();
            onNavigate?.();
          }}
        >
          <button
            type="submit"
            className={buttonClass("ghost", mobile ? hide : undefined)}
            aria-label={t("account.logOut")}
          >
            <LogOut className="size-4" aria-hidden />
            {mobile && t("account.logOut")}
          </button>
        </Form>
      </>
    );
  }
  return (
    <>
      <Link to="/signin" className={buttonClass(mobile ? "outline" : "ghost", hide)} onClick={onNavigate}>
        {t("account.logIn")}
      </Link>
      <Link to="/signup" className={buttonClass("primary", hide)} onClick={onNavigate}>
        {t("account.getStarted")}
      </Link>
    </>
  );
}

/**
 * 'हिन्दी' in English, 'English' in Hindi: the same page in the other language. A full page
 * load, so the page arrives rendered in that language with only its catalogue.
 */
function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_QUERY, otherLanguage(language));
  return (
    <a
      href={`${pathname}?${params.toString()}`}
      hrefLang={otherLanguage(language)}
      lang={otherLanguage(language)}
      className={cn(buttonClass("ghost"), className)}
      aria-label={t("language.switchLabel")}
      data-testid="language-switch"
    >
      {t("language.switch")}
    </a>
  );
}

export function Header() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-leaf-900/10 bg-paper/90 backdrop-blur dark:border-white/10 dark:bg-night/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2" aria-label={t("brand.home")}>
          <LogoMark className="size-9" />
          <span className="font-serif text-xl font-semibold tracking-tight text-leaf-800 dark:text-leaf-200">
            {t("brand.name")}
          </span>
        </Link>
        <nav aria-label={t("nav.main")} className="ml-6 hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.to === "/"} className={navClass} prefetch="intent">
              {t(l.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <SearchButton />
          <CartLink />
          <LanguageSwitch className="max-sm:hidden" />
          <ThemeToggle />
          <AccountLinks />
          <button
            type="button"
            className={cn(iconButtonClass, "lg:hidden")}
            aria-label={open ? t("menu.close") : t("menu.open")}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          </button>
        </div>
      </div>
      {open && (
        <nav
          id="mobile-menu"
          aria-label={t("nav.mobile")}
          className="border-t border-leaf-900/10 px-4 pb-4 lg:hidden dark:border-white/10"
        >
          <ul className="flex flex-col gap-1 pt-2">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end={l.to === "/"}
                  className={(state) => cn(navClass(state), "flex min-h-11 items-center")}
                  onClick={() => setOpen(false)}
                >
                  {t(l.label)}
                </NavLink>
              </li>
            ))}
            <li className="sm:hidden">
              <LanguageSwitch className="min-h-11" />
            </li>
            <li className="flex gap-2 pt-2 sm:hidden">
              <AccountLinks mobile onNavigate={() => setOpen(false)} />
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
