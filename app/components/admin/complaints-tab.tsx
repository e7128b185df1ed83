import { message } from "#domain/i18n/message.ts";
import { MessageSquareReply } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { COMPLAINT_STATUSES, type ComplaintStatus, type ComplaintView, RESPONSE_DAYS } from "#domain/complaints.ts";
import { complaintReplySchema } from "#domain/schemas/complaint.ts";
import { formatDayMonthYear } from "#domain/india/time.ts";
import { fieldErrors } from "#domain/schemas/fields.ts";
import type { TableView } from "#domain/views/admin.ts";
import { useAdminAction } from "#app/lib/admin-action.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { useLocale, useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Modal } from "#app/components/ui/dialog.tsx";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { ChoiceSelect } from "./choice-select.tsx";
import { type Column, DataTable, TableToolbar } from "./data-table.tsx";
import { hashed } from "./orders-tab.tsx";
import { useNotify } from "./notices.tsx";

/** The action's answer; the page says it with its own text ("complaints.replySent"). */
export const replySent = (ticket: string) => message("complaint.replySent", { ticket });

const STATUS_LABELS = { Open: "complaints.open", Resolved: "complaints.resolved" } as const satisfies Record<
  ComplaintStatus,
  string
>;

function StatusBadge({ status, overdue }: { status: ComplaintStatus; overdue: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <span
      className={cn(
        "inline-flex whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold",
        status === "Resolved"
          ? "bg-leaf-100 text-leaf-900 dark:bg-leaf-900 dark:text-leaf-100"
          : overdue
            ? "bg-terracotta-500 text-white"
            : "bg-turmeric-300 text-ink",
      )}
    >
      {status === "Open" && overdue ? t("complaints.openOverdue") : t(STATUS_LABELS[status])}
    </span>
  );
}

const isOverdue = (c: ComplaintView, today: string) => c.status === "Open" && today > c.dueDate;

/** One complaint: what the customer wrote, and the reply (written here while it is open). */
function ComplaintDialog({
  complaint,
  busy,
  errors,
  onReply,
  onClose,
}: {
  complaint: ComplaintView;
  busy: boolean;
  errors: Record<string, string>;
  onReply: (reply: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onReply(String(new FormData(event.currentTarget).get("reply") ?? ""));
  }
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("complaints.title", { ticket: complaint.ticket })} wide>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="complaint-detail">
        <dt className="font-semibold">{t("complaints.from")}</dt>
        <dd>
          <span className="block">{complaint.name}</span>
          <a href={`mailto:${complaint.email}`} className="break-all underline underline-offset-2">
            {complaint.email}
          </a>
        </dd>
        <dt className="font-semibold">{t("table.order")}</dt>
        <dd>{complaint.orderNumber ? hashed(complaint.orderNumber) : t("complaints.notGiven")}</dd>
        <dt className="font-semibold">{t("complaints.received")}</dt>
        <dd>
          {t("complaints.receivedDue", {
            received: formatDate(complaint.receivedAt, locale),
            due: formatDayMonthYear(complaint.dueDate, locale),
          })}
        </dd>
      </dl>
      <h3 className="mt-5 font-sans text-sm font-semibold uppercase tracking-wider">{t("complaints.complaint")}</h3>
      <p className="mt-2 whitespace-pre-wrap rounded-2xl bg-leaf-50 p-4 text-sm dark:bg-night">{complaint.message}</p>
      {complaint.status === "Resolved" ? (
        <>
          <h3 className="mt-5 font-sans text-sm font-semibold uppercase tracking-wider">
            {t("complaints.replySentOn", {
              date: complaint.resolvedAt ? formatDate(complaint.resolvedAt, locale) : "",
            })}
          </h3>
          <p className="mt-2 whitespace-pre-wrap rounded-2xl bg-white p-4 text-sm ring-1 ring-leaf-900/10 dark:bg-night-surface dark:ring-white/10">
            {complaint.reply}
          </p>
        </>
      ) : (
        <form onSubmit={send} noValidate className="mt-5 grid gap-3">
          <TextAreaField label={t("complaints.replyLabel")} name="reply" rows={7} required error={errors.reply} />
          <p className="text-xs text-ink/75 dark:text-night-text/75">
            {t("complaints.replyHint", { email: complaint.email })}
          </p>
          <Button type="submit" disabled={busy} className="min-h-11 justify-self-end">
            {busy ? t("complaints.sending") : t("complaints.send")}
          </Button>
        </form>
      )}
    </Modal>
  );
}

/**
 * The Complaints section (docs/product/complaints-and-policies.md#handling-a-complaint): each
 * complaint with its received and due dates (RESPONSE_DAYS after), Open or Resolved; filter by
 * status, search, reply.
 */
export function ComplaintsTab({
  table,
  status,
  today,
}: {
  table: TableView<ComplaintView>;
  status: string;
  today: string;
}) {
  const { t } = useTranslation("admin");
  const tm = useMessageText();
  const locale = useLocale();
  const [openId, setOpenId] = useState<string | null>(null);
  // The ticket being answered: the list that reloads after the reply may no longer hold it.
  const replying = useRef("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const opened = table.items.find((c) => c.id === openId) ?? null;
  const notify = useNotify();
  // Here, not in the dialog: the list reloads after a reply, and may no longer hold the complaint.
  const { busy, submit } = useAdminAction((result) => {
    if (result.ok) {
      notify("success", t("complaints.replySent", { ticket: replying.current }));
      setOpenId(null);
    } else if (result.fields) setErrors(result.fields);
    else notify("error", result.error ? tm(result.error) : t("complaints.replyFailed"));
  });
  function open(id: string | null) {
    setErrors({});
    setOpenId(id);
  }
  function reply(complaint: ComplaintView, text: string) {
    const parsed = complaintReplySchema.safeParse({ reply: text });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    replying.current = complaint.ticket;
    submit({ id: complaint.id, reply: text });
  }
  const columns: Array<Column<ComplaintView>> = [
    {
      label: t("complaints.ticket"),
      cell: (c) => <span className="font-semibold tabular whitespace-nowrap">{c.ticket}</span>,
    },
    {
      label: t("complaints.received"),
      sort: "created",
      cell: (c) => <span className="whitespace-nowrap">{formatDate(c.receivedAt, locale)}</span>,
    },
    {
      label: t("complaints.due"),
      cell: (c) => (
        <span
          className={cn(
            "whitespace-nowrap",
            isOverdue(c, today) && "font-semibold text-terracotta-600 dark:text-terracotta-400",
          )}
        >
          {formatDayMonthYear(c.dueDate, locale)}
        </span>
      ),
    },
    {
      label: t("complaints.from"),
      cell: (c) => (
        <span className="block max-w-56">
          <span className="block font-semibold">{c.name}</span>
          <span className="block break-all text-xs text-ink/75 dark:text-night-text/75">{c.email}</span>
        </span>
      ),
    },
    {
      label: t("table.order"),
      cell: (c) => (c.orderNumber ? <span className="tabular">{hashed(c.orderNumber)}</span> : "—"),
    },
    { label: t("table.status"), cell: (c) => <StatusBadge status={c.status} overdue={isOverdue(c, today)} /> },
  ];
  return (
    <div>
      <p className="mb-4 text-sm text-ink/80 dark:text-night-text/80">
        {t("complaints.intro", { days: RESPONSE_DAYS })}
      </p>
      <TableToolbar
        label={t("complaints.search")}
        placeholder={t("complaints.searchPlaceholder")}
        q={table.q}
        filters={
          <ChoiceSelect
            id="complaint-status-filter"
            name="status"
            label={t("table.status")}
            options={COMPLAINT_STATUSES}
            optionLabel={(s) => t(STATUS_LABELS[s as ComplaintStatus])}
            value={status}
            all={t("filter.all")}
          />
        }
      />
      <DataTable
        caption={t("complaints.caption")}
        table={table}
        columns={columns}
        empty={table.q || status ? t("complaints.noMatch") : t("complaints.none")}
        onRowClick={(c) => open(c.id)}
        testId="complaints-table"
        actions={(c) => (
          <button
            type="button"
            onClick={(event) => {
              event.stopPropagation();
              open(c.id);
            }}
            className={buttonClass(c.status === "Open" ? "outline" : "ghost", "min-h-11 whitespace-nowrap")}
            aria-label={t(c.status === "Open" ? "complaints.replyTo" : "complaints.viewTicket", { ticket: c.ticket })}
          >
            <MessageSquareReply className="size-4" aria-hidden />
            {t(c.status === "Open" ? "complaints.reply" : "complaints.view")}
          </button>
        )}
      />
      {opened && (
        <ComplaintDialog
          complaint={opened}
          busy={busy}
          errors={errors}
          onReply={(text) => reply(opened, text)}
          onClose={() => open(null)}
        />
      )}
    </div>
  );
}
