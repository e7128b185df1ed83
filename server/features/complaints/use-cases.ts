import { z } from "zod";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { complaintListQuerySchema, complaintReplySchema, complaintSchema } from "#domain/schemas/complaint.ts";
import { useCase } from "#server/http/use-case.ts";
import { complaintAnswer, complaintTicketAnswer } from "./answers.ts";
import { listComplaints, listOwnComplaints } from "./list-complaints.ts";
import { registerComplaint } from "./register-complaint.ts";
import { resolveComplaint } from "./resolve-complaint.ts";
import { complaintView } from "./shared.ts";

/** The grievance feature's use cases: anyone's complaint, and the admin's list and reply. */

export const registerComplaintCase = useCase({
  name: "complaints.register",
  summary: "Register a complaint: its ticket at once, the acknowledgement by mail (a few an hour from one address)",
  access: "visitor",
  input: complaintSchema,
  run: (shop, input, { user, ip, language }) =>
    registerComplaint(shop, { input, ip, language, signedIn: user ?? undefined }),
  answer: complaintTicketAnswer,
  present: ({ ticket }) => ({ ticket }),
  http: { method: "post", path: "/complaints", status: 201 },
});

export const listOwnComplaintsCase = useCase({
  name: "complaints.own",
  summary: "The signed-in customer's own complaints, newest first, with their status and the shop's replies",
  access: "customer",
  input: z.object({}),
  run: (shop, _input, { user }) => listOwnComplaints(shop.db, user.id),
  answer: z.array(complaintAnswer),
  present: (rows) => rows.map(complaintView),
  http: { method: "get", path: "/complaints", from: "none" },
});

export const listComplaintsCase = useCase({
  name: "complaints.list",
  summary: "The complaints for the admin: newest first, search, filter by status, page (X-Total-Count)",
  access: "admin",
  input: complaintListQuerySchema,
  run: (shop, query) => listComplaints(shop.db, query),
  answer: z.array(complaintAnswer),
  present: (page) => page.items.map(complaintView),
  http: { method: "get", path: "/admin/complaints", total: (page) => page.total },
});

export const resolveComplaintCase = useCase({
  name: "complaints.resolve",
  summary: "The grievance officer's reply: the complaint is resolved and the reply mailed to its writer",
  access: "admin",
  input: complaintReplySchema,
  params: { id: entryIdSchema },
  run: (shop, { id, reply }, { user }) => resolveComplaint(shop, { complaintId: id, reply, by: user.id }),
  answer: complaintAnswer,
  present: complaintView,
  http: { method: "put", path: "/admin/complaints/:id" },
});

export const complaintsUseCases = [
  registerComplaintCase,
  listOwnComplaintsCase,
  listComplaintsCase,
  resolveComplaintCase,
];
