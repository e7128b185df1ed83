import { useState } from "react";
import { placeOfPin } from "#domain/india/cities.ts";
import { stateMessageOf } from "#domain/india/states.ts";
import type { AddressView } from "#domain/views/account.ts";
import { Field } from "#app/components/ui/field.tsx";
import { useMessageText, useTranslation, type TFunction } from "#app/lib/i18n.ts";
import { useUser } from "#app/lib/use-user.ts";
import { StateField } from "./state-field.tsx";

type PostalAddress = Omit<AddressView, "id">;

/**
 * An Indian address's inputs (docs/product/addresses.md#address-fields), the same at checkout and
 * in the profile: who receives it (the customer, unless changed) and a mobile for the courier,
 * street and landmark, PIN code, then city and state, which a known PIN code fills in.
 */
export function AddressFields({
  address,
  errors,
}: {
  address?: PostalAddress | null | undefined;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation("account");
  const tm = useMessageText();
  const user = useUser();
  const error = (name: string) => {
    const text = errors[name];
    return text && tm(text);
  };
  const [state, setState] = useState(address?.state ?? "");
  const [city, setCity] = useState(address?.city ?? "");
  // The city the PIN code last filled in: replaced by the next PIN's, while one typed by hand stays.
  const [filledCity, setFilledCity] = useState<string | null>(null);
  const fillFromPin = (pin: string) => {
    const place = placeOfPin(pin.replace(/\s+/g, ""));
    if (!place) return;
    setState(place.state);
    if (place.city && (city.trim() === "" || city === filledCity)) {
      setCity(place.city);
      setFilledCity(place.city);
    }
  };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("address.recipient")}
          name="recipient"
          // Most parcels are the customer's own; a gift's recipient is typed over it.
          defaultValue={address?.recipient || user?.fullName}
          autoComplete="name"
          error={error("recipient")}
        />
        <Field
          label={t("address.mobile")}
          name="mobile"
          type="tel"
          defaultValue={address?.mobile}
          autoComplete="tel-national"
          inputMode="tel"
          error={error("mobile")}
        />
      </div>
      <Field
        label={t("address.street")}
        name="street"
        defaultValue={address?.street}
        autoComplete="street-address"
        error={error("street")}
      />
      <Field label={t("address.landmark")} name="landmark" defaultValue={address?.landmark} error={error("landmark")} />
      <Field
        label={t("address.zip")}
        name="zip"
        defaultValue={address?.zip}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={7}
        onChange={(event) => fillFromPin(event.currentTarget.value)}
        error={error("zip")}
        className="sm:max-w-[calc(50%-0.5rem)]"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("address.city")}
          name="city"
          value={city}
          onChange={(event) => setCity(event.currentTarget.value)}
          autoComplete="address-level2"
          error={error("city")}
        />
        <StateField
          name="state"
          value={state}
          onChange={(event) => setState(event.currentTarget.value)}
          autoComplete="address-level1"
          error={error("state")}
        />
      </div>
    </>
  );
}

/**
 * A state's name in the page's language, as the state select reads it; the API keeps the English
 * name, and a name not on the list (an address kept before it) shows as written.
 */
export function useStateName(): (state: string) => string {
  const tm = useMessageText();
  return (state) => {
    const code = stateMessageOf(state);
    return code ? tm(code) : state;
  };
}

/** An address as a parcel's label reads: recipient, street, landmark, city, state and PIN, mobile. */
export function AddressText({ address }: { address: PostalAddress }) {
  const { t } = useTranslation("account");
  const stateName = useStateName();
  return (
    <>
      {address.recipient && <span className="block font-medium">{address.recipient}</span>}
      <span className="block">{address.street}</span>
      {address.landmark && <span className="block">{t("address.text.landmark", { landmark: address.landmark })}</span>}
      <span className="block">
        {address.city}, {stateName(address.state)} {address.zip}
      </span>
      {address.mobile && <span className="block">{t("address.text.mobile", { mobile: address.mobile })}</span>}
    </>
  );
}

/**
 * An address on one line, street, city, state and PIN first (docs/product/addresses.md#address-fields):
 * a choice's label at checkout.
 * Given the page's `t` (`useTranslation("account")`) its words follow the page's language; without
 * it, English (until every caller passes one).
 */
export function addressLine(a: PostalAddress, t?: TFunction<"account">): string {
  const extras = [
    a.recipient && (t ? t("address.line.for", { name: a.recipient }) : `for ${a.recipient}`),
    a.landmark && (t ? t("address.line.landmark", { landmark: a.landmark }) : `landmark: ${a.landmark}`),
    a.mobile,
  ].filter(Boolean);
  return `${a.street}, ${a.city}, ${a.state} ${a.zip}${extras.length ? ` (${extras.join(", ")})` : ""}`;
}
