import { MapPin } from "lucide-react";
import { addressSchema } from "#domain/schemas/account.ts";
import type { AddressView } from "#domain/views/account.ts";
import { formError, useSchemaCheck } from "#app/lib/forms.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { StateField } from "#app/components/shop/state-field.tsx";
import { SavedEntries, useEntryForm } from "./saved-entries.tsx";

function AddressDialog({ address, onClose }: { address: AddressView | null; onClose: () => void }) {
  const fetcher = useEntryForm(onClose);
  const check = useSchemaCheck(addressSchema);
  const errors = { ...fetcher.data?.fields, ...check.errors };
  const refusal = formError(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={address ? "Edit address" : "Add address"}>
      <fetcher.Form method="post" noValidate onSubmit={check.onSubmit} className="grid gap-4">
        <input type="hidden" name="intent" value="save-address" />
        {address && <input type="hidden" name="id" value={address.id} />}
        <Field
          label="Street"
          name="street"
          defaultValue={address?.street}
          autoComplete="street-address"
          error={errors.street}
        />
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
        {refusal && <Notice kind="error">{refusal}</Notice>}
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save address"}
        </Button>
      </fetcher.Form>
    </Modal>
  );
}

export function AddressBook({ addresses }: { addresses: AddressView[] }) {
  return (
    <SavedEntries
      title="Saved addresses"
      noun="address"
      emptyText="No saved addresses yet. Add one to check out faster."
      entries={addresses}
      deleteIntent="delete-address"
      testId="address-list"
      label={(a) => a.street}
      renderEntry={(a) => (
        <div className="flex gap-3">
          <MapPin className="mt-0.5 size-5 shrink-0 text-leaf-700 dark:text-leaf-300" aria-hidden />
          <div>
            <p className="font-medium">{a.street}</p>
            <p>
              {a.city}, {a.state} {a.zip}
            </p>
          </div>
        </div>
      )}
      renderDialog={(a, onClose) => <AddressDialog key={a?.id ?? "new"} address={a} onClose={onClose} />}
    />
  );
}
