import { Facebook, Instagram, Mail, MapPin, Phone, Twitter, Youtube } from "lucide-react";
import { Link } from "react-router";
import { POLICY_KEYS, POLICY_PAGES } from "#domain/schemas/policies.ts";
import { SOCIAL_NETWORKS } from "#domain/schemas/settings.ts";
import { useShopContact } from "#app/lib/use-user.ts";
import { LogoMark } from "./logo.tsx";

const QUICK_LINKS = [
  { to: "/about", label: "About Us" },
  { to: "/plants", label: "Plants" },
  { to: "/blog", label: "Blog" },
  { to: "/nursery", label: "Nursery" },
];

/** SPEC.md's four customer-service entries, each leading to its policy page (DECISIONS.md Part 2). */
const CUSTOMER_SERVICE = POLICY_KEYS.map((key) => ({ to: POLICY_PAGES[key].path, label: POLICY_PAGES[key].title }));

const SOCIAL = [
  { network: "facebook", Icon: Facebook },
  { network: "instagram", Icon: Instagram },
  { network: "x", Icon: Twitter },
  { network: "youtube", Icon: Youtube },
] as const;

export function Footer() {
  const contact = useShopContact();
  const social = SOCIAL.flatMap((s) => (contact?.social[s.network] ? [{ ...s, href: contact.social[s.network] }] : []));
  return (
    <footer className="mt-16 bg-leaf-900 text-leaf-50 dark:bg-night-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2">
            <LogoMark className="size-9" />
            <span className="font-serif text-xl font-semibold">Vanaushadhi</span>
          </div>
          <p className="mt-3 text-sm text-leaf-100/90">
            Healing plants of the forest, grown by India's nurseries and delivered to your door.
          </p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-turmeric-300">Quick Links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Customer service">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-turmeric-300">
            Customer Service
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {CUSTOMER_SERVICE.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-turmeric-300">
            <Link to="/contact" className="hover:underline">
              Contact Us
            </Link>
          </h2>
          {contact && (
            <ul className="mt-3 space-y-1 text-sm">
              <li>
                <a href={`mailto:${contact.email}`} className="inline-flex min-h-11 items-center gap-2 hover:underline">
                  <Mail className="size-4" aria-hidden /> {contact.email}
                </a>
              </li>
              <li>
                <a
                  href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
                  className="inline-flex min-h-11 items-center gap-2 hover:underline"
                >
                  <Phone className="size-4" aria-hidden /> {contact.phone}
                </a>
              </li>
              <li className="flex min-h-11 items-center gap-2">
                <MapPin className="size-4" aria-hidden /> {contact.city}, {contact.state}, India
              </li>
            </ul>
          )}
          {/* Only the profiles the shop has (its settings): an icon leading nowhere is left out. */}
          {social.length > 0 && (
            <ul className="mt-4 flex gap-2" aria-label="Social media">
              {social.map(({ network, Icon, href }) => (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-leaf-800 transition-colors hover:bg-leaf-700 dark:bg-night dark:hover:bg-leaf-900"
                    aria-label={`Vanaushadhi on ${SOCIAL_NETWORKS[network].label}`}
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
        © {new Date().getFullYear()} Vanaushadhi. All rights reserved.
      </p>
    </footer>
  );
}
