import { Printer } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ORDER_STATUS_ERROR, ORDERS_CHANGED } from "#domain/admin.ts";
import { ORDER_STATUS_NAMES, ORDER_STATUSES, type OrderStatus, PROCESSING, SHIPPED } from "#domain/orders.ts";
import type { OrderStatusChanges } from "#domain/views/admin.ts";
import { useAdminAction } from "#app/lib/admin-action.ts";
import type { FormResult } from "#app/lib/forms.ts";
import { useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { ChoiceSelect } from "./choice-select.tsx";
import { useNotify } from "./notices.tsx";
import { TrackingFields } from "./tracking-fields.tsx";

/** An order's packing slip (docs/product/admin.md#orders), opened beside the panel to print. */
export const packingSlipHref = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/packing-slip`;

/** The selected orders' slips in one PDF, a page each, in the table's order. */
export const packingSlipsHref = (orderIds: readonly string[]) =>
  `/api/admin/orders/packing-slips?ids=${orderIds.map(encodeURIComponent).join(",")}`;

export function PackingSlipLink({ orderId }: { orderId: string }) {
  const { t } = useTranslation("admin");
  return (
    <a
      href={packingSlipHref(orderId)}
      target="_blank"
      rel="noopener"
      className={buttonClass("outline", "mt-3 min-h-11")}
    >
      <Printer className="size-4" aria-hidden /> {t("orders.packingSlip")}
    </a>
  );
}

/** A row's checkbox: a 44 px target that never opens the row's order. */
export function SelectOrderBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      className="-ml-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center"
      onClick={(event) => event.stopPropagation()}
    >
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="size-5 accent-leaf-700 dark:accent-leaf-300"
      />
    </label>
  );
}

type StatusesResult = FormResult & { statuses?: OrderStatusChanges };

/** Who the summary names: the customer's number, or the id as given when it names no order. */
const named = (entry: { id: string; number: string | null }) => entry.number ?? entry.id;

function ChangesSummary({ changes }: { changes: OrderStatusChanges }) {
  const { t } = useTranslation("admin");
  const tm = useMessageText();
  return (
    <section
      aria-label={t("orders.bulkResult")}
      className="grid w-full gap-3 text-sm sm:grid-cols-2"
      data-testid="bulk-status-result"
    >
      {changes.changed.length > 0 && (
        <div>
          <h3 className="font-semibold">{t("orders.bulkChanged")}</h3>
          <ul className="mt-1 grid gap-0.5" data-testid="bulk-changed">
            {changes.changed.map((c) => (
              <li key={c.id} className="tabular">
                {t("orders.bulkChangedLine", { number: c.number, status: tm(ORDER_STATUS_NAMES[c.status]) })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {changes.failed.length > 0 && (
        <div>
          <h3 className="font-semibold text-terracotta-600 dark:text-terracotta-400">{t("orders.bulkFailed")}</h3>
          <ul className="mt-1 grid gap-0.5" data-testid="bulk-failed">
            {changes.failed.map((f) => (
              <li key={f.id}>{t("orders.bulkFailedLine", { number: named(f), reason: tm(f.error) })}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/**
 * Above the orders table: 'Select all on this page', and with a selection 'Print packing slips'
 * (one PDF) and 'Change status' (the courier's details with 'Shipped', the same for each order),
 * then which orders changed and which were refused, with why (docs/product/admin.md#orders).
 */
export function OrderBulkActions({
  pageIds,
  selected,
  onSelect,
}: {
  /** The orders on this page of the table, in its order. */
  pageIds: readonly string[];
  /** Those of them selected, in the table's order. */
  selected: readonly string[];
  onSelect: (ids: readonly string[], checked: boolean) => void;
}) {
  const { t } = useTranslation("admin");
  const tm = useMessageText();
  const notify = useNotify();
  const [status, setStatus] = useState<string>(PROCESSING);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [reason, setReason] = useState<string | null>(null);
  const [changes, setChanges] = useState<OrderStatusChanges | null>(null);
  const { busy, submit } = useAdminAction<StatusesResult>((result) => {
    setFields(result.fields ?? {});
    if (result.ok && result.statuses) {
      setChanges(result.statuses);
      return notify(result.statuses.failed.length ? "error" : "success", tm(result.message ?? ORDERS_CHANGED));
    }
    notify("error", tm(ORDER_STATUS_ERROR));
    // A refusal naming fields is shown beside them.
    setReason(result.fields ? null : (result.error ?? null));
  });
  const all = pageIds.length > 0 && selected.length === pageIds.length;
  const some = selected.length > 0 && !all;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setReason(null);
    setChanges(null);
    const form = new FormData(event.currentTarget);
    form.set("intent", "set-statuses");
    form.set("ids", selected.join(","));
    submit(form);
  }

  return (
    <div
      className="mt-4 flex flex-wrap items-end gap-x-4 gap-y-3 rounded-2xl border border-leaf-900/10 p-3 dark:border-white/10"
      data-testid="bulk-actions"
    >
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={all}
          ref={(box) => {
            if (box) box.indeterminate = some;
          }}
          disabled={pageIds.length === 0}
          onChange={(event) => onSelect(pageIds, event.currentTarget.checked)}
          className="size-5 accent-leaf-700 dark:accent-leaf-300"
        />
        {t("orders.selectPage")}
      </label>
      <p className="min-h-11 content-center text-sm text-ink/80 dark:text-night-text/80" aria-live="polite">
        {selected.length > 0 && t("orders.selected", { count: selected.length })}
      </p>
      {selected.length > 0 && (
        <>
          <a
            href={packingSlipsHref(selected)}
            target="_blank"
            rel="noopener"
            className={buttonClass("outline", "min-h-11")}
          >
            <Printer className="size-4" aria-hidden /> {t("orders.printSlips")}
          </a>
          <form onSubmit={apply} noValidate className="w-full border-t border-leaf-900/10 pt-3 dark:border-white/10">
            <fieldset className="grid gap-3">
              <legend className="mb-3 text-sm font-semibold">{t("orders.bulkStatus")}</legend>
              <div className="flex flex-wrap items-end gap-3">
                <ChoiceSelect
                  id="bulk-order-status"
                  name="status"
                  label={t("orders.bulkNewStatus")}
                  options={ORDER_STATUSES}
                  optionLabel={(s) => tm(ORDER_STATUS_NAMES[s as OrderStatus])}
                  value={status}
                  onChange={setStatus}
                />
                <Button type="submit" disabled={busy} className="min-h-11">
                  {busy ? t("orders.applying") : t("orders.apply")}
                </Button>
              </div>
              {status === SHIPPED && (
                <>
                  <p className="text-sm text-ink/80 dark:text-night-text/80">{t("orders.bulkTrackingHint")}</p>
                  <TrackingFields fields={fields} />
                </>
              )}
            </fieldset>
          </form>
        </>
      )}
      {reason && <p className="text-sm text-terracotta-600 dark:text-terracotta-400">{tm(reason)}</p>}
      {changes && <ChangesSummary changes={changes} />}
    </div>
  );
}
