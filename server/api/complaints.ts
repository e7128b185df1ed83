import { Hono } from "hono";
import { complaintSchema } from "#domain/schemas/complaint.ts";
import { clientIp } from "#server/client-ip.ts";
import { registerComplaint } from "#server/services/complaints/register-complaint.ts";
import { getSessionUser } from "#server/session.ts";
import { parseInput } from "#server/validation.ts";
import { type ApiDeps, readJson } from "./http.ts";

/** POST /api/complaints (public, DECISIONS.md Part 2): `{ ticket }` at once, the acknowledgement by mail. */
export function complaintsApi(shop: ApiDeps) {
  const api = new Hono();
  api.post("/", async (c) => {
    const input = parseInput(complaintSchema, await readJson(c));
    const user = await getSessionUser(shop, c.req.raw.headers);
    const complaint = await registerComplaint(shop, {
      input,
      ip: clientIp(c, shop.config),
      signedInEmail: user?.email,
    });
    return c.json({ ticket: complaint.ticket }, 201);
  });
  return api;
}
