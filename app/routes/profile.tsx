import { message } from "#domain/i18n/message.ts";
import { Tabs } from "radix-ui";
import { useFetcher, useLocation, useSearchParams } from "react-router";
import { AddressBook } from "#app/components/account/address-book.tsx";
import { CardWallet } from "#app/components/account/card-wallet.tsx";
import { ComplaintHistory } from "#app/components/account/complaint-history.tsx";
import { OrderHistory } from "#app/components/account/order-history.tsx";
import { Wishlist } from "#app/components/account/wishlist.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Field, inputClass } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { type FormResult, useSchemaCheck } from "#app/lib/forms.ts";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import { profileSchema } from "#domain/schemas/account.ts";
import { getProfile, listAddresses, listCards } from "#server/features/accounts/accounts.ts";
import {
  deleteAddressCase,
  deleteCardCase,
  saveAddressCase,
  saveCardCase,
  updateProfileCase,
} from "#server/features/accounts/use-cases.ts";
import { cancelOrderCase } from "#server/features/orders/use-cases.ts";
import { listOrders } from "#server/features/orders/list-orders.ts";
import { requireUserPage } from "#app/lib/session.server.ts";
import { intentAction, runUseCase } from "#app/lib/use-case.server.ts";
import { pressHeart } from "#app/lib/cart-intent.server.ts";
import { addressJson, cardJson } from "#server/features/accounts/presenters.ts";
import { orderView } from "#server/features/orders/presenters.ts";
import { wishlistView } from "#server/features/wishlist/presenters.ts";
import { addToWishlistCase, removeFromWishlistCase } from "#server/features/wishlist/use-cases.ts";
import { listWishlist } from "#server/features/wishlist/wishlist.ts";
import { listOwnComplaints } from "#server/features/complaints/list-complaints.ts";
import { complaintView } from "#server/features/complaints/shared.ts";
import type { Route } from "./+types/profile";

export const PROFILE_TABS = [
  { value: "profile", label: "profile.tab.profile" },
  { value: "orders", label: "profile.tab.orders" },
  { value: "addresses", label: "profile.tab.addresses" },
  // 'Card Details' (docs/product/pages.md#profile) is too wide for five tabs on a phone: there it reads 'Cards'.
  { value: "cards", label: "profile.tab.cards", short: "profile.tab.cardsShort" },
  { value: "wishlist", label: "profile.tab.wishlist" },
  { value: "complaints", label: "profile.tab.complaints" },
] as const;
type Tab = (typeof PROFILE_TABS)[number]["value"];

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaTranslator(matches, "account");
  return [
    { title: t("profile.meta.title") },
    { name: "description", content: t("profile.meta.description") },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserPage(context, request);
  const [profile, addresses, cards, orders, wishlist, complaints] = await Promise.all([
    getProfile(context.db, user.id),
    listAddresses(context.db, user.id),
    listCards(context.db, user.id),
    listOrders(context.db, { userId: user.id }),
    listWishlist(context.db, user.id),
    listOwnComplaints(context.db, user.id),
  ]);
  return {
    profile: { fullName: profile.full_name, email: profile.email, phoneNumber: profile.phone_number },
    addresses: addresses.map(addressJson),
    cards: cards.map(cardJson),
    orders: orders.map(orderView),
    wishlist: wishlistView(wishlist),
    complaints: complaints.map(complaintView),
  };
}

/** One action for the account area: each intent runs the use case the API serves. */
export const action = ({ request, context }: Route.ActionArgs) => {
  const page = { context, request };
  return intentAction(request, {
    "update-profile": async (form) => {
      await runUseCase(updateProfileCase, page, form);
      return { ok: true, message: message("account.profile.updated") };
    },
    "save-address": async (form) => {
      await runUseCase(saveAddressCase, page, form);
      return { ok: true };
    },
    "delete-address": async (form) => {
      await runUseCase(deleteAddressCase, page, {}, form);
      return { ok: true };
    },
    "save-card": async (form) => {
      await runUseCase(saveCardCase, page, form);
      return { ok: true };
    },
    "delete-card": async (form) => {
      await runUseCase(deleteCardCase, page, {}, form);
      return { ok: true };
    },
    "cancel-order": async (form) => {
      await runUseCase(cancelOrderCase, page, form);
      return { ok: true };
    },
    // A product's heart on any page (WishlistButton), and `Remove` in the Wishlist tab.
    wish: (form) => pressHeart(page, form, () => runUseCase(addToWishlistCase, page, {}, form)),
    unwish: (form) => pressHeart(page, form, () => runUseCase(removeFromWishlistCase, page, {}, form)),
  });
};

function ProfileForm({ profile }: { profile: { fullName: string; email: string; phoneNumber: string } }) {
  const { t } = useTranslation("account");
  const fetcher = useFetcher<FormResult>();
  const check = useSchemaCheck(profileSchema);
  const errors = { ...fetcher.data?.fields, ...check.errors };
  const busy = fetcher.state !== "idle";
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok;
  return (
    <fetcher.Form method="post" noValidate onSubmit={check.onSubmit} className="grid max-w-xl gap-4">
      <h2 className="text-2xl font-semibold">{t("profile.form.heading")}</h2>
      <input type="hidden" name="intent" value="update-profile" />
      <Field
        label={t("field.fullName")}
        name="fullName"
        defaultValue={profile.fullName}
        autoComplete="name"
        error={errors.fullName}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="profile-email" className="text-sm font-medium">
          {t("field.email")}
        </label>
        <input
          id="profile-email"
          value={profile.email}
          readOnly
          disabled
          className={inputClass}
          aria-describedby="profile-email-note"
        />
        <p id="profile-email-note" className="text-xs text-ink/70 dark:text-night-text/70">
          {t("profile.form.emailFixed")}
        </p>
      </div>
      <Field
        label={t("field.phoneNumber")}
        name="phoneNumber"
        type="tel"
        defaultValue={profile.phoneNumber}
        autoComplete="tel"
        error={errors.phoneNumber}
      />
      {failed && <Notice kind="error">{t("profile.form.failed")}</Notice>}
      {fetcher.state === "idle" && fetcher.data?.ok && fetcher.data.message && (
        <Notice kind="success">{t("profile.form.success")}</Notice>
      )}
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? t("form.saving") : t("profile.form.submit")}
      </Button>
    </fetcher.Form>
  );
}

function isTab(value: unknown): value is Tab {
  return PROFILE_TABS.some((t) => t.value === value);
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const [params, setParams] = useSearchParams();
  const state = useLocation().state as { tab?: string } | null;
  // The starting tab comes in navigation state or, so it survives a reload, the URL (docs/product/pages.md#profile).
  const requested = params.get("tab") ?? state?.tab;
  const tab: Tab = isTab(requested) ? requested : "profile";

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold text-leaf-900 dark:text-leaf-100">{t("profile.heading")}</h1>
      <p className="mt-1 text-ink/75 dark:text-night-text/75">
        {t("profile.greeting", { name: loaderData.profile.fullName || loaderData.profile.email })}
      </p>
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          setParams(value === "profile" ? {} : { tab: value }, { replace: true, preventScrollReset: true })
        }
        className="mt-8"
      >
        <Tabs.List
          aria-label={t("profile.sections")}
          // Six tabs do not fit a phone's width in one row: they wrap rather than hide any behind a scroll.
          className="flex flex-wrap gap-1 rounded-3xl bg-leaf-100 p-1 sm:rounded-full dark:bg-night-surface"
        >
          {PROFILE_TABS.map((section) => (
            <Tabs.Trigger
              key={section.value}
              value={section.value}
              className={cn(
                "grow whitespace-nowrap rounded-full px-1.5 py-2 text-sm font-semibold text-leaf-900 transition-colors sm:grow-0 sm:px-4 dark:text-leaf-100",
                "data-[state=active]:bg-white data-[state=active]:shadow-sm dark:data-[state=active]:bg-night",
              )}
            >
              {"short" in section ? (
                <>
                  <span className="sm:hidden">{t(section.short)}</span>
                  <span className="hidden sm:inline">{t(section.label)}</span>
                </>
              ) : (
                t(section.label)
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-leaf-900/5 dark:bg-night-surface dark:ring-white/5">
          <Tabs.Content value="profile">
            <ProfileForm profile={loaderData.profile} />
          </Tabs.Content>
          <Tabs.Content value="orders">
            <OrderHistory orders={loaderData.orders} />
          </Tabs.Content>
          <Tabs.Content value="addresses">
            <AddressBook addresses={loaderData.addresses} />
          </Tabs.Content>
          <Tabs.Content value="cards">
            <CardWallet cards={loaderData.cards} />
          </Tabs.Content>
          <Tabs.Content value="wishlist">
            <Wishlist products={loaderData.wishlist} />
          </Tabs.Content>
          <Tabs.Content value="complaints">
            <ComplaintHistory complaints={loaderData.complaints} />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </section>
  );
}
