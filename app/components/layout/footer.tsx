import { Facebook, Instagram, Mail, MapPin, Phone, Twitter, Youtube } from "lucide-react";
import { Link } from "react-router";
import { SOCIAL_NETWORKS } from "#domain/social-networks.ts";
import { usePolicyLinks, useShopContact } from "#app/lib/use-user.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { LogoMark } from "./logo.tsx";

const QUICK_LINKS = [
  { to: "/about", label: "nav.about" },
  { to: "/plants", label: "nav.plants" },
  { to: "/blog", label: "nav.blog" },
  { to: "/nursery", label: "nav.nursery" },
] as const;

const SOCIAL = [
  { network: "facebook", Icon: Facebook },
  { network: "instagram", Icon: Instagram },
  { network: "x", Icon: Twitter },
  { network: "youtube", Icon: Youtube },
] as const;

export function Footer() {
  const { t } = useTranslation();
  // The four customer-service entries, each leading to its policy page (docs/product/pages.md#footer).
  const policies = usePolicyLinks();
  const contact = useShopContact();
  const social = SOCIAL.flatMap((s) => (contact?.social[s.network] ? [{ ...s, href: contact.social[s.network] }] : []));
  return (
    <footer className="mt-16 bg-leaf-900 text-leaf-50 dark:bg-night-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2">
            <LogoMark className="size-9" />
            <span className="font-serif text-xl font-semibold">{t("brand.name")}</span>
          </div>
          <p className="mt-3 text-sm text-leaf-100/90">{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("footer.quickLinksNav")}>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-turmeric-300">
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:underline">
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("footer.customerServiceNav")}>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-turmeric-300">
            {t("footer.customerService")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {policies.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:underline">
                  {l.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-turmeric-300">
            <Link to="/contact" className="hover:underline">
              {t("footer.contactUs")}
            </Link>
          </h2>
          {contact && (
            <ul className="mt-3 space-y-1 text-sm">
              <li>
                <a
                  href={`mailto:${contact.email}`}
                  translate="no"
                  className="inline-flex min-h-11 items-center gap-2 hover:underline"
                >
                  <Mail className="size-4" aria-hidden /> {contact.email}
                </a>
              </li>
              <li>
                <a
                  href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
                  translate="no"
                  className="inline-flex min-h-11 items-center gap-2 hover:underline"
                >
                  <Phone className="size-4" aria-hidden /> {contact.phone}
                </a>
              </li>
              <li className="flex min-h-11 items-center gap-2">
                <MapPin className="size-4" aria-hidden />{" "}
                {t("footer.place", { city: contact.city, state: contact.state })}
              </li>
            </ul>
          )}
          {/* Only the profiles the shop has (its settings): an icon leading nowhere is left out. */}
          {social.length > 0 && (
            <ul className="mt-4 flex gap-2" aria-label={t("footer.social")}>
              {social.map(({ network, Icon, href }) => (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-leaf-800 transition-colors hover:bg-leaf-700 dark:bg-night dark:hover:bg-leaf-900"
                    aria-label={t("footer.socialLink", { network: SOCIAL_NETWORKS[network].label })}
                  >
                    <Icon className="size-4" aria-hidden />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-leaf-100/80">
        {t("footer.rights", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
