import type { AddressView } from "#domain/views/account.ts";
import { Field } from "#app/components/ui/field.tsx";
import { StateField } from "./state-field.tsx";

type PostalAddress = Omit<AddressView, "id">;

/**
 * An Indian address's inputs (DECISIONS.md Part 2, "Indian addresses"), the same at checkout and in
 * the profile: who receives it and a mobile for the courier, street and landmark, city, state, PIN.
 */
export function AddressFields({
  address,
  errors,
}: {
  address?: PostalAddress | null | undefined;
  errors: Record<string, string | undefined>;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Recipient's name (optional)"
          name="recipient"
          defaultValue={address?.recipient}
          autoComplete="name"
          error={errors.recipient}
        />
        <Field
          label="Mobile number (optional)"
          name="mobile"
          type="tel"
          defaultValue={address?.mobile}
          autoComplete="tel-national"
          inputMode="tel"
          error={errors.mobile}
        />
      </div>
      <Field
        label="Street"
        name="street"
        defaultValue={address?.street}
        autoComplete="street-address"
        error={errors.street}
      />
      <Field label="Landmark (optional)" name="landmark" defaultValue={address?.landmark} error={errors.landmark} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="City"
          name="city"
          defaultValue={address?.city}
          autoComplete="address-level2"
          error={errors.city}
        />
        <StateField
          name="state"
          defaultValue={address?.state ?? ""}
          autoComplete="address-level1"
          error={errors.state}
        />
      </div>
      <Field
        label="PIN code"
        name="zip"
        defaultValue={address?.zip}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={7}
        error={errors.zip}
      />
    </>
  );
}

/** An address as a parcel's label reads: recipient, street, landmark, city, state and PIN, mobile. */
export function AddressText({ address }: { address: PostalAddress }) {
  return (
    <>
      {address.recipient && <span className="block font-medium">{address.recipient}</span>}
      <span className="block">{address.street}</span>
      {address.landmark && <span className="block">Landmark: {address.landmark}</span>}
      <span className="block">
        {address.city}, {address.state} {address.zip}
      </span>
      {address.mobile && <span className="block">Mobile: {address.mobile}</span>}
    </>
  );
}

/** An address on one line, SPEC.md's street, city, state and PIN first: a choice's label at checkout. */
export function addressLine(a: PostalAddress): string {
  const extras = [a.recipient && `for ${a.recipient}`, a.landmark && `landmark: ${a.landmark}`, a.mobile].filter(
    Boolean,
  );
  return `${a.street}, ${a.city}, ${a.state} ${a.zip}${extras.length ? ` (${extras.join(", ")})` : ""}`;
}
