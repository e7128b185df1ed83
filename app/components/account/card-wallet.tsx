import { CreditCard } from "lucide-react";
import type { FormEvent } from "react";
import { typedExpiry } from "#domain/cards.ts";
import { cardSchema } from "#domain/schemas/account.ts";
import type { CardView } from "#domain/views/account.ts";
import { formError, useSchemaCheck } from "#app/lib/forms.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { SavedEntries, useEntryForm } from "./saved-entries.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

/** Only while typing at the end: an edit inside the text is left as the customer makes it. */
function slashAfterMonth(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  if (input.selectionStart !== input.value.length) return;
  const deleting = (event.nativeEvent as Partial<InputEvent>).inputType?.startsWith("delete") ?? false;
  input.value = typedExpiry(input.value, deleting);
}

/** The new card's fields, shared by the profile dialog and checkout's "new card". */
export function CardFields({ card, errors }: { card?: CardView | null; errors: Record<string, string> }) {
  const { t } = useTranslation("account");
  return (
    <>
      <Field
        label={t("card.number")}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={19}
        error={errors.cardNumber}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {/* A phone's number pad is the easy keyboard for digits but has no slash: typing puts the
            slash in (typedExpiry), and four digits without one are taken all the same. */}
        <Field
          label={t("card.expiry")}
          name="expiryDate"
          inputMode="numeric"
          pattern="[0-9]{2}/?[0-9]{2}"
          placeholder={t("card.expiryPlaceholder")}
          autoComplete="cc-exp"
          defaultValue={card?.expiryDate}
          onInput={slashAfterMonth}
          error={errors.expiryDate}
        />
        <Field
          label={t("card.cvv")}
          name="cvv"
          inputMode="numeric"
          autoComplete="cc-csc"
          type="password"
          maxLength={4}
          error={errors.cvv}
        />
      </div>
      <Field
        label={t("card.holder")}
        name="cardHolderName"
        autoComplete="cc-name"
        defaultValue={card?.cardHolderName}
        error={errors.cardHolderName}
      />
    </>
  );
}

function CardDialog({ card, onClose }: { card: CardView | null; onClose: () => void }) {
  const { t } = useTranslation("account");
  const fetcher = useEntryForm(onClose);
  const check = useSchemaCheck(cardSchema);
  const errors = { ...fetcher.data?.fields, ...check.errors };
  const refusal = formError(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={card ? t("card.edit") : t("card.add")}
      description={t("card.privacy")}
    >
      <fetcher.Form method="post" noValidate onSubmit={check.onSubmit} className="grid gap-4" autoComplete="off">
        <input type="hidden" name="intent" value="save-card" />
        {card && <input type="hidden" name="id" value={card.id} />}
        {card && (
          <p className="text-sm text-ink/75 dark:text-night-text/75">{t("card.reenter", { card: card.cardNumber })}</p>
        )}
        <CardFields card={card} errors={errors} />
        {refusal && <Notice kind="error">{refusal}</Notice>}
        <Button type="submit" disabled={busy}>
          {busy ? t("form.saving") : t("card.save")}
        </Button>
      </fetcher.Form>
    </Modal>
  );
}

export function CardWallet({ cards }: { cards: CardView[] }) {
  const { t } = useTranslation("account");
  return (
    <SavedEntries
      title={t("card.heading")}
      kind="card"
      emptyText={t("card.empty")}
      entries={cards}
      deleteIntent="delete-card"
      testId="card-list"
      label={(c) => c.cardNumber}
      renderEntry={(c) => (
        <div className="flex gap-3">
          <CreditCard className="mt-0.5 size-5 shrink-0 text-leaf-700 dark:text-leaf-300" aria-hidden />
          <div>
            <p className="font-medium tabular">{c.cardNumber}</p>
            <p>{t("card.summary", { brand: c.brand, holder: c.cardHolderName, expiry: c.expiryDate })}</p>
          </div>
        </div>
      )}
      renderDialog={(c, onClose) => <CardDialog key={c?.id ?? "new"} card={c} onClose={onClose} />}
    />
  );
}
