import { Hono } from "hono";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { complaintListQuerySchema, complaintReplySchema } from "#domain/schemas/complaint.ts";
import { type ApiDeps, readJson, type SignedInEnv, setTotal } from "#server/api/http.ts";
import { listComplaints } from "#server/services/complaints/list-complaints.ts";
import { resolveComplaint } from "#server/services/complaints/resolve-complaint.ts";
import { complaintView } from "#server/services/complaints/shared.ts";
import { parseInput } from "#server/validation.ts";

/** /api/admin/complaints, behind the admin check of /api/admin: the list, and the officer's reply. */
export function adminComplaintsApi(shop: ApiDeps) {
  const api = new Hono<SignedInEnv>();
  api.get("/", async (c) => {
    const page = await listComplaints(shop.db, parseInput(complaintListQuerySchema, c.req.query()));
    setTotal(c, page.total);
    return c.json(page.items.map(complaintView));
  });
  api.put("/:id", async (c) => {
    const complaintId = parseInput(entryIdSchema, c.req.param("id"));
    const { reply } = parseInput(complaintReplySchema, await readJson(c));
    const complaint = await resolveComplaint(shop, { complaintId, reply, by: c.get("user").id });
    return c.json(complaintView(complaint));
  });
  return api;
}
