import { MapPin } from "lucide-react";
import { addressSchema } from "#domain/schemas/account.ts";
import type { AddressView } from "#domain/views/account.ts";
import { formError, useSchemaCheck } from "#app/lib/forms.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/dialog.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { AddressFields, AddressText } from "#app/components/shop/address-fields.tsx";
import { SavedEntries, useEntryForm } from "./saved-entries.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

function AddressDialog({ address, onClose }: { address: AddressView | null; onClose: () => void }) {
  const { t } = useTranslation("account");
  const fetcher = useEntryForm(onClose);
  const check = useSchemaCheck(addressSchema);
  const errors = { ...fetcher.data?.fields, ...check.errors };
  const refusal = formError(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={address ? t("address.edit") : t("address.add")}>
      <fetcher.Form method="post" noValidate onSubmit={check.onSubmit} className="grid gap-4">
        <input type="hidden" name="intent" value="save-address" />
        {address && <input type="hidden" name="id" value={address.id} />}
        <AddressFields address={address} errors={errors} />
        {refusal && <Notice kind="error">{refusal}</Notice>}
        <Button type="submit" disabled={busy}>
          {busy ? t("form.saving") : t("address.save")}
        </Button>
      </fetcher.Form>
    </Modal>
  );
}

export function AddressBook({ addresses }: { addresses: AddressView[] }) {
  const { t } = useTranslation("account");
  return (
    <SavedEntries
      title={t("address.heading")}
      kind="address"
      emptyText={t("address.empty")}
      entries={addresses}
      deleteIntent="delete-address"
      testId="address-list"
      label={(a) => a.street}
      renderEntry={(a) => (
        <div className="flex gap-3">
          <MapPin className="mt-0.5 size-5 shrink-0 text-leaf-700 dark:text-leaf-300" aria-hidden />
          <p>
            <AddressText address={a} />
          </p>
        </div>
      )}
      renderDialog={(a, onClose) => <AddressDialog key={a?.id ?? "new"} address={a} onClose={onClose} />}
    />
  );
}
