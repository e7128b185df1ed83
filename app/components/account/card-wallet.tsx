import { CreditCard } from "lucide-react";
import { cardSchema } from "#domain/schemas/account.ts";
import type { CardView } from "#domain/views/account.ts";
import { formError, useSchemaCheck } from "#app/lib/forms.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { SavedEntries, useEntryForm } from "./saved-entries.tsx";

/** The new card's fields, shared by the profile dialog and checkout's "new card". */
export function CardFields({ card, errors }: { card?: CardView | null; errors: Record<string, string> }) {
  return (
    <>
      <Field
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={19}
        error={errors.cardNumber}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Expiry date"
          name="expiryDate"
          placeholder="MM/YY"
          autoComplete="cc-exp"
          defaultValue={card?.expiryDate}
          maxLength={5}
          error={errors.expiryDate}
        />
        <Field
          label="CVV"
          name="cvv"
          inputMode="numeric"
          autoComplete="cc-csc"
          type="password"
          maxLength={4}
          error={errors.cvv}
        />
      </div>
      <Field
        label="Card holder name"
        name="cardHolderName"
        autoComplete="cc-name"
        defaultValue={card?.cardHolderName}
        error={errors.cardHolderName}
      />
    </>
  );
}

function CardDialog({ card, onClose }: { card: CardView | null; onClose: () => void }) {
  const fetcher = useEntryForm(onClose);
  const check = useSchemaCheck(cardSchema);
  const errors = { ...fetcher.data?.fields, ...check.errors };
  const refusal = formError(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={card ? "Edit card" : "Add card"}
      description="We keep only the last four digits, the expiry and the holder's name: never the full number or the CVV."
    >
      <fetcher.Form method="post" noValidate onSubmit={check.onSubmit} className="grid gap-4" autoComplete="off">
        <input type="hidden" name="intent" value="save-card" />
        {card && <input type="hidden" name="id" value={card.id} />}
        {card && (
          <p className="text-sm text-ink/75 dark:text-night-text/75">
            Enter the card number and CVV of {card.cardNumber} again to update it.
          </p>
        )}
        <CardFields card={card} errors={errors} />
        {refusal && <Notice kind="error">{refusal}</Notice>}
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save card"}
        </Button>
      </fetcher.Form>
    </Modal>
  );
}

export function CardWallet({ cards }: { cards: CardView[] }) {
  return (
    <SavedEntries
      title="Card Details"
      noun="card"
      emptyText="No saved cards yet."
      entries={cards}
      deleteIntent="delete-card"
      testId="card-list"
      label={(c) => c.cardNumber}
      renderEntry={(c) => (
        <div className="flex gap-3">
          <CreditCard className="mt-0.5 size-5 shrink-0 text-leaf-700 dark:text-leaf-300" aria-hidden />
          <div>
            <p className="font-medium tabular">{c.cardNumber}</p>
            <p>
              {c.brand} · {c.cardHolderName} · expires {c.expiryDate}
            </p>
          </div>
        </div>
      )}
      renderDialog={(c, onClose) => <CardDialog key={c?.id ?? "new"} card={c} onClose={onClose} />}
    />
  );
}
