import { z } from "zod";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import {
  approveReturnSchema,
  rejectReturnSchema,
  returnListQuerySchema,
  returnRequestSchema,
} from "#domain/schemas/returns.ts";
import { useCase } from "#server/http/use-case.ts";
import { returnAnswer, returnCreatedAnswer } from "./answers.ts";
import { approveReturn, rejectReturn } from "./decide-return.ts";
import { getReturn, getReturnPhoto, listReturns } from "./list-returns.ts";
import { returnJson } from "./presenters.ts";
import { requestReturn } from "./request-return.ts";

/**
 * Returns and replacements (docs/product/commerce-core.md#returns-and-replacements): the customer's
 * 'Report a problem', its photos, and the admin's returns tab with its decisions.
 */

const byId = { id: entryIdSchema };

export const requestReturnCase = useCase({
  name: "returns.request",
  summary:
    "'Report a problem' with a delivered order (multipart: `lines` as JSON, `reason`, `description`, `wish`, 1–3 `photos`)",
  access: "owner",
  input: returnRequestSchema,
  params: byId,
  run: (shop, { id, ...input }, { user }) => requestReturn(shop, { userId: user.id, orderId: id, input }),
  answer: returnCreatedAnswer,
  http: { method: "post", path: "/orders/:id/returns", from: "form", status: 201 },
});

const photoQuerySchema = z.object({ size: z.enum(["small", "large"]).default("large") });

export const returnPhotoCase = useCase({
  name: "returns.photo",
  summary: "A return's photo (WebP): its customer's, and any for an admin",
  access: "owner",
  input: photoQuerySchema,
  params: { id: entryIdSchema, position: z.coerce.number().int().min(0).max(2) },
  run: (shop, { id, position, size }, { user }) =>
    getReturnPhoto(shop, {
      returnId: id,
      position,
      width: size === "small" ? 320 : 1280,
      userId: user.role === "admin" ? undefined : user.id,
    }),
  http: {
    method: "get",
    path: "/returns/:id/photos/:position",
    from: "query",
    file: { contentType: "image/webp", description: "The photo, re-encoded as WebP" },
    respond: (photo) =>
      new Response(new Uint8Array(photo), {
        headers: { "Content-Type": "image/webp", "Cache-Control": "private, max-age=86400" },
      }),
  },
});

export const listReturnsCase = useCase({
  name: "returns.adminList",
  summary: "Return requests for the admin, newest first: filter by status, page (X-Total-Count)",
  access: "admin",
  input: returnListQuerySchema,
  run: (shop, query) => listReturns(shop.db, query),
  answer: z.array(returnAnswer),
  present: (page) => page.items.map(returnJson),
  http: { method: "get", path: "/admin/returns", total: (page) => page.total },
});

export const approveReturnCase = useCase({
  name: "returns.approve",
  summary:
    "Approve a request: a replacement gets its ₹0 order; a refund its credit note and `refundAmount` rupees back (default: the lines' value)",
  access: "admin",
  input: approveReturnSchema,
  params: byId,
  run: async (shop, { id, refundPaise }, { user }) => {
    await approveReturn(shop, { returnId: id, refundPaise, actor: { kind: "admin", id: user.id } });
    return getReturn(shop.db, { returnId: id });
  },
  answer: returnAnswer,
  present: returnJson,
  http: { method: "post", path: "/admin/returns/:id/approve" },
});

export const rejectReturnCase = useCase({
  name: "returns.reject",
  summary: "Reject a request with the reason the customer is told (`{ reason }`)",
  access: "admin",
  input: rejectReturnSchema,
  params: byId,
  run: async (shop, { id, reason }, { user }) => {
    await rejectReturn(shop, { returnId: id, reason, actor: { kind: "admin", id: user.id } });
    return getReturn(shop.db, { returnId: id });
  },
  answer: returnAnswer,
  present: returnJson,
  http: { method: "post", path: "/admin/returns/:id/reject" },
});

export const returnsUseCases = [
  requestReturnCase,
  returnPhotoCase,
  listReturnsCase,
  approveReturnCase,
  rejectReturnCase,
];
