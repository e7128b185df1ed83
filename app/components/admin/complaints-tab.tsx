import { MessageSquareReply } from "lucide-react";
import { type FormEvent, useState } from "react";
import { COMPLAINT_STATUSES, type ComplaintStatus, type ComplaintView, RESPONSE_DAYS } from "#domain/complaints.ts";
import { complaintReplySchema } from "#domain/schemas/complaint.ts";
import { fieldErrors } from "#domain/schemas/fields.ts";
import { formatDayMonthYear } from "#domain/india/time.ts";
import type { TableView } from "#domain/views/admin.ts";
import { useAdminAction } from "#app/lib/admin-action.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Modal } from "#app/components/ui/dialog.tsx";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { ChoiceSelect } from "./choice-select.tsx";
import { type Column, DataTable, TableToolbar } from "./data-table.tsx";
import { useNotify } from "./notices.tsx";

export const replySent = (ticket: string) => `Reply sent. Complaint ${ticket} is resolved.`;
const REPLY_FAILED = "Error sending the reply. Please try again.";

function StatusBadge({ status, overdue }: { status: ComplaintStatus; overdue: boolean }) {
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
      {status === "Open" && overdue ? "Open · overdue" : status}
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
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onReply(String(new FormData(event.currentTarget).get("reply") ?? ""));
  }
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={`Complaint ${complaint.ticket}`} wide>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="complaint-detail">
        <dt className="font-semibold">From</dt>
        <dd>
          <span className="block">{complaint.name}</span>
          <a href={`mailto:${complaint.email}`} className="break-all underline underline-offset-2">
            {complaint.email}
          </a>
        </dd>
        <dt className="font-semibold">Order</dt>
        <dd>{complaint.orderNumber ? `#${complaint.orderNumber}` : "Not given"}</dd>
        <dt className="font-semibold">Received</dt>
        <dd>
          {formatDate(complaint.receivedAt)} · reply due by {formatDayMonthYear(complaint.dueDate)}
        </dd>
      </dl>
      <h3 className="mt-5 font-sans text-sm font-semibold uppercase tracking-wider">Complaint</h3>
      <p className="mt-2 whitespace-pre-wrap rounded-2xl bg-leaf-50 p-4 text-sm dark:bg-night">{complaint.message}</p>
      {complaint.status === "Resolved" ? (
        <>
          <h3 className="mt-5 font-sans text-sm font-semibold uppercase tracking-wider">
            Reply sent {complaint.resolvedAt && formatDate(complaint.resolvedAt)}
          </h3>
          <p className="mt-2 whitespace-pre-wrap rounded-2xl bg-white p-4 text-sm ring-1 ring-leaf-900/10 dark:bg-night-surface dark:ring-white/10">
            {complaint.reply}
          </p>
        </>
      ) : (
        <form onSubmit={send} noValidate className="mt-5 grid gap-3">
          <TextAreaField label="Reply to the customer" name="reply" rows={7} required error={errors.reply} />
          <p className="text-xs text-ink/75 dark:text-night-text/75">
            Mailed to {complaint.email} as written, signed by the grievance officer; the complaint becomes Resolved.
          </p>
          <Button type="submit" disabled={busy} className="min-h-11 justify-self-end">
            {busy ? "Sending..." : "Send reply and resolve"}
          </Button>
        </form>
      )}
    </Modal>
  );
}

/**
 * The Complaints section (DECISIONS.md Part 2): each complaint with its received and due dates
 * (RESPONSE_DAYS after), Open or Resolved; filter by status, search, reply.
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
  const [openId, setOpenId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const opened = table.items.find((c) => c.id === openId) ?? null;
  const notify = useNotify();
  // Here, not in the dialog: the list reloads after a reply, and may no longer hold the complaint.
  const { busy, submit } = useAdminAction((result) => {
    if (result.ok) {
      notify("success", result.message ?? "");
      setOpenId(null);
    } else if (result.fields) setErrors(result.fields);
    else notify("error", result.error ?? REPLY_FAILED);
  });
  function open(id: string | null) {
    setErrors({});
    setOpenId(id);
  }
  function reply(complaint: ComplaintView, text: string) {
    const parsed = complaintReplySchema.safeParse({ reply: text });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    submit({ id: complaint.id, reply: text });
  }
  const columns: Array<Column<ComplaintView>> = [
    { label: "Ticket", cell: (c) => <span className="font-semibold tabular whitespace-nowrap">{c.ticket}</span> },
    {
      label: "Received",
      sort: "created",
      cell: (c) => <span className="whitespace-nowrap">{formatDate(c.receivedAt)}</span>,
    },
    {
      label: "Due",
      cell: (c) => (
        <span
          className={cn(
            "whitespace-nowrap",
            isOverdue(c, today) && "font-semibold text-terracotta-600 dark:text-terracotta-400",
          )}
        >
          {formatDayMonthYear(c.dueDate)}
        </span>
      ),
    },
    {
      label: "From",
      cell: (c) => (
        <span className="block max-w-56">
          <span className="block font-semibold">{c.name}</span>
          <span className="block break-all text-xs text-ink/75 dark:text-night-text/75">{c.email}</span>
        </span>
      ),
    },
    { label: "Order", cell: (c) => (c.orderNumber ? <span className="tabular">#{c.orderNumber}</span> : "—") },
    { label: "Status", cell: (c) => <StatusBadge status={c.status} overdue={isOverdue(c, today)} /> },
  ];
  return (
    <div>
      <p className="mb-4 text-sm text-ink/80 dark:text-night-text/80">
        Complaints from the Contact Us page. The E-Commerce Rules give {RESPONSE_DAYS} days to resolve each one; the
        customer is mailed your reply.
      </p>
      <TableToolbar
        label="Search complaints"
        placeholder="Ticket, name or email"
        q={table.q}
        filters={
          <ChoiceSelect
            id="complaint-status-filter"
            name="status"
            label="Status"
            options={COMPLAINT_STATUSES}
            value={status}
            all="All"
          />
        }
      />
      <DataTable
        caption="Complaints"
        table={table}
        columns={columns}
        empty={table.q || status ? "No complaints match this search." : "No complaints yet."}
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
            aria-label={`${c.status === "Open" ? "Reply" : "View"}: ${c.ticket}`}
          >
            <MessageSquareReply className="size-4" aria-hidden />
            {c.status === "Open" ? "Reply" : "View"}
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
