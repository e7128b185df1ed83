import { type FormEvent, type ReactNode, useState } from "react";
import { cardSchema, newAddressSchema } from "#domain/schemas/account.ts";
import { mobileField } from "#domain/schemas/india-address.ts";
import { fieldErrors } from "#domain/schemas/fields.ts";
import type { PaymentMethodOption } from "#domain/payments.ts";
import { type AddressView, type CardView, isComplete } from "#domain/views/account.ts";
import type { ChosenAddress, ChosenPayment } from "#app/lib/checkout-state.ts";
import { CardFields } from "#app/components/account/card-wallet.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/dialog.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { AddressFields, addressLine, useStateName } from "#app/components/shop/address-fields.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import { useUser } from "#app/lib/use-user.ts";

const NEW = "new";
const COD = "cod";
const UPI_CHOICE = "upi";
const ONLINE = "online";
const NEW_CARD = "card";

const optionClass =
  "flex cursor-pointer items-start gap-3 rounded-2xl border border-leaf-900/15 p-3 text-sm has-[:checked]:border-leaf-600 has-[:checked]:bg-leaf-50 dark:border-white/15 dark:has-[:checked]:border-leaf-400 dark:has-[:checked]:bg-night";

/**
 * 'Proceed to Shipping': a saved address or a new one, then the payment methods the shop offers:
 * Cash on Delivery, UPI, paying online, a new card or a saved card. Continue needs both; new entries are checked
 * with the same schemas as the server. With no saved address the new one is chosen already; a saved address
 * without a mobile (kept before it was required) asks for one, and the order's 'save' keeps it in the address
 * (docs/product/addresses.md#saved-addresses).
 */
export function ShippingDialog({
  addresses,
  cards,
  paymentMethods,
  onClose,
  onContinue,
}: {
  addresses: AddressView[];
  cards: CardView[];
  /** The methods the shop offers now (`offeredPaymentMethods`); 'Card' brings the saved cards too. */
  paymentMethods: readonly PaymentMethodOption[];
  onClose: () => void;
  onContinue: (address: ChosenAddress, payment: ChosenPayment) => void;
}) {
  const { t } = useTranslation("checkout");
  const { t: accountT } = useTranslation("account");
  const stateName = useStateName();
  const user = useUser();
  const savedAddresses = addresses.filter(isComplete);
  const online = paymentMethods.includes("Pay online");
  const cod = paymentMethods.includes("Cash on Delivery");
  const upi = paymentMethods.includes("UPI");
  const card = paymentMethods.includes("Card");
  const savedCards = card ? cards.filter(isComplete) : [];
  const [addressChoice, setAddressChoice] = useState<string>(savedAddresses.length ? "" : NEW);
  const [paymentChoice, setPaymentChoice] = useState<string>("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const problems: Record<string, string> = {};
    let address: ChosenAddress | null = null;
    let payment: ChosenPayment | null = null;

    if (!addressChoice) problems.address = t("ship.selectAddress");
    else if (addressChoice === NEW) {
      const parsed = newAddressSchema.safeParse(form);
      if (parsed.success)
        address = {
          recipient: parsed.data.recipient,
          mobile: parsed.data.mobile,
          street: parsed.data.street,
          landmark: parsed.data.landmark,
          city: parsed.data.city,
          state: parsed.data.state,
          zip: parsed.data.zip,
          saveAddress: form.saveAddress === "on",
        };
      else Object.assign(problems, fieldErrors(parsed.error));
    } else {
      const saved = savedAddresses.find((a) => a.id === addressChoice)!;
      const { id: savedAddressId, ...postal } = saved;
      if (saved.mobile) address = { savedAddressId, ...postal };
      else {
        const mobile = mobileField().safeParse(form.mobile);
        if (mobile.success)
          address = {
            ...postal,
            recipient: postal.recipient || user?.fullName || "",
            mobile: mobile.data,
            saveAddress: true,
          };
        else problems.mobile = mobile.error.issues[0]!.message;
      }
    }

    if (!paymentChoice) problems.payment = t("ship.selectPayment");
    else if (paymentChoice === COD) payment = { method: "cod" };
    else if (paymentChoice === UPI_CHOICE) payment = { method: "upi" };
    else if (paymentChoice === ONLINE) payment = { method: "online" };
    else if (paymentChoice === NEW_CARD) {
      const parsed = cardSchema.safeParse(form);
      if (parsed.success) payment = { method: "card", ...parsed.data, saveCard: form.saveCard === "on" };
      else Object.assign(problems, fieldErrors(parsed.error));
    } else {
      const saved = savedCards.find((c) => c.id === paymentChoice)!;
      payment = {
        method: "saved-card",
        savedCardId: saved.id,
        cardNumber: saved.cardNumber,
        cardHolderName: saved.cardHolderName,
      };
    }

    setErrors(problems);
    if (address && payment) onContinue(address, payment);
  }

  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("ship.title")} description={t("ship.description")}>
      <form onSubmit={submit} noValidate className="grid gap-6" autoComplete="on">
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-serif text-lg font-semibold">{t("ship.address")}</legend>
          {savedAddresses.map((a) => (
            <div key={a.id} className="grid gap-3">
              <Choice name="addressChoice" value={a.id} chosen={addressChoice} onChoose={setAddressChoice}>
                {addressLine({ ...a, state: stateName(a.state) }, accountT)}
                {!a.mobile && <MissingMobile />}
              </Choice>
              {!a.mobile && addressChoice === a.id && <MobileForCourier error={errors.mobile} />}
            </div>
          ))}
          <Choice name="addressChoice" value={NEW} chosen={addressChoice} onChoose={setAddressChoice}>
            {t("ship.newAddress")}
          </Choice>
          {addressChoice === NEW && (
            <div className="grid gap-4 rounded-2xl bg-leaf-50/60 p-4 dark:bg-night">
              <AddressFields errors={errors} />
              {/* On by default: a customer who orders twice should not type the address twice. */}
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="saveAddress" defaultChecked className="accent-leaf-700" />{" "}
                {t("ship.saveAddress")}
              </label>
            </div>
          )}
          {errors.address && <Notice kind="error">{errors.address}</Notice>}
        </fieldset>

        <fieldset className="grid gap-3">
          <legend className="mb-2 font-serif text-lg font-semibold">{t("ship.payment")}</legend>
          {cod && (
            <Choice name="paymentChoice" value={COD} chosen={paymentChoice} onChoose={setPaymentChoice}>
              {t("ship.cod")}
            </Choice>
          )}
          {upi && (
            <Choice name="paymentChoice" value={UPI_CHOICE} chosen={paymentChoice} onChoose={setPaymentChoice}>
              {t("ship.upi")}
              <span className="block text-ink/70 dark:text-night-text/70">{t("ship.upiHint")}</span>
            </Choice>
          )}
          {online && (
            <Choice name="paymentChoice" value={ONLINE} chosen={paymentChoice} onChoose={setPaymentChoice}>
              {t("ship.online")}
              <span className="block text-ink/70 dark:text-night-text/70">{t("ship.onlineHint")}</span>
            </Choice>
          )}
          {card && (
            <Choice name="paymentChoice" value={NEW_CARD} chosen={paymentChoice} onChoose={setPaymentChoice}>
              {t("ship.card")}
            </Choice>
          )}
          {paymentChoice === NEW_CARD && (
            <div className="grid gap-4 rounded-2xl bg-leaf-50/60 p-4 dark:bg-night">
              <CardFields errors={errors} />
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="saveCard" className="accent-leaf-700" /> {t("ship.saveCard")}
              </label>
            </div>
          )}
          {savedCards.map((c) => (
            <Choice name="paymentChoice" key={c.id} value={c.id} chosen={paymentChoice} onChoose={setPaymentChoice}>
              {c.brand} {c.cardNumber} · {c.cardHolderName}
            </Choice>
          ))}
          {errors.payment && <Notice kind="error">{errors.payment}</Notice>}
        </fieldset>

        <Button type="submit">{t("ship.continue")}</Button>
      </form>
    </Modal>
  );
}

/** A saved address kept before the mobile was required says what it lacks. */
function MissingMobile() {
  const { t } = useTranslation("account");
  return <span className="block text-terracotta-600 dark:text-terracotta-300">{t("address.incomplete")}</span>;
}

/** The mobile such an address is sent with, and then kept in (docs/product/addresses.md#saved-addresses). */
function MobileForCourier({ error }: { error: string | undefined }) {
  const { t } = useTranslation("account");
  return (
    <div className="rounded-2xl bg-leaf-50/60 p-4 dark:bg-night">
      <Field
        label={t("address.mobile")}
        name="mobile"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        error={error}
      />
    </div>
  );
}

/** One choice of the dialog: a radio of its group (`addressChoice`, `paymentChoice`) with its label. */
function Choice({
  name,
  value,
  chosen,
  onChoose,
  children,
}: {
  name: "addressChoice" | "paymentChoice";
  value: string;
  chosen: string;
  onChoose: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className={optionClass}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={chosen === value}
        onChange={() => onChoose(value)}
        className="mt-1 accent-leaf-700"
      />
      <span>{children}</span>
    </label>
  );
}
