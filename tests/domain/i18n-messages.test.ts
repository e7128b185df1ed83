import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  ADMIN_DENIED,
  catalogueTexts,
  LAST_ADMIN,
  MAX_IMAGE_BYTES,
  OWN_ROLE,
  ROLES,
  roleUpdated,
} from "#domain/admin.ts";
import * as adminTexts from "#domain/admin.ts";
import { CARD_EXPIRED } from "#domain/cards.ts";
import { CATALOGUE_KINDS } from "#domain/catalogue/kinds.ts";
import { unpaidUnitsRefusal, unpaidValueRefusal } from "#domain/order-limits.ts";
import { productKind } from "#domain/catalogue/product.ts";
import { COMPLAINT_STATUSES } from "#domain/complaints.ts";
import { ARMY_POSTAL_SERVICE } from "#domain/delivery.ts";
import { messages as en } from "#domain/i18n/en/messages.ts";
import { messages as hi } from "#domain/i18n/hi/messages.ts";
import { messageKey } from "#domain/i18n/message-key.ts";
import { translate, type Values } from "#domain/i18n/translator.ts";
import { STATE_NAMES } from "#domain/india/states.ts";
import { summaryAmount, summaryRows } from "#domain/money.ts";
import { ORDER_STATUSES, type OrderStatus } from "#domain/orders.ts";
import { type PaymentAction, type PaymentMethod, paymentActionRefusal, PAYMENT_STATUSES } from "#domain/payments.ts";
import {
  addressSchema,
  cardSchema,
  forgotPasswordSchema,
  PASSWORD_TOO_COMMON,
  profileSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "#domain/schemas/account.ts";
import { blogFormSchema } from "#domain/schemas/admin-blog.ts";
import { nurseryFormSchema } from "#domain/schemas/admin-nursery.ts";
import { orderStatusBodySchema, paymentStatusBodySchema, TRACKING_NEEDS_BOTH } from "#domain/schemas/admin-orders.ts";
import { productFormSchema } from "#domain/schemas/admin-product.ts";
import { REVIEW_VISIBILITIES, reviewModerationSchema } from "#domain/schemas/admin-reviews.ts";
import { roleBodySchema } from "#domain/schemas/admin-users.ts";
import { productQuerySchema, searchQuerySchema } from "#domain/schemas/catalog-query.ts";
import { complaintReplySchema, complaintSchema, ORDER_NUMBER_FORMAT } from "#domain/schemas/complaint.ts";
import { deliveryQuerySchema } from "#domain/schemas/delivery.ts";
import { INVALID_MOBILE, INVALID_PIN, pinNotIn, UNKNOWN_PIN, UNKNOWN_STATE } from "#domain/schemas/india-address.ts";
import {
  CASH_ON_DELIVERY,
  cancelOrderSchema,
  paymentReferenceSchema,
  placeOrderSchema,
  UPI,
} from "#domain/schemas/order.ts";
import { POLICY_PAGES } from "#domain/policies.ts";
import { policiesSchema } from "#domain/schemas/policies.ts";
import { NOT_SPECIFIED, reviewSchema } from "#domain/schemas/review.ts";
import { shopSettingsSchema } from "#domain/schemas/settings.ts";
import { SOCIAL_NETWORKS } from "#domain/social-networks.ts";
import { UTR_MESSAGE } from "#domain/upi.ts";
import { notFound } from "#server/errors.ts";
import { ALREADY_RESOLVED } from "#server/services/complaints/resolve-complaint.ts";
import { TOO_MANY_ATTEMPTS } from "#server/services/login-guard.ts";
import { TRACKING_ONLY_WHEN_SHIPPED } from "#server/services/orders/change-order-status.ts";
import { NO_CREDIT_NOTE, NO_GST_PARTICULARS } from "#server/services/orders/get-tax-document.ts";
import { TOO_MANY_REQUESTS } from "#server/services/rate-limit.ts";
import { readImageUpload } from "#server/storage/uploads.ts";

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).sort();

/** Every message a schema answers an input with (all issues, not only each field's first). */
function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The messages the catalogue does not know: what a test of real producers expects to be empty. */
const unknown = (texts: Iterable<string>) => [...new Set(texts)].filter((text) => messageKey(text) === undefined);

describe("messageKey", () => {
  it("finds a text the catalogue holds as it is", () => {
    expect(messageKey("Order not found")).toEqual({ key: "Order not found", params: {} });
    expect(messageKey("Enter a valid 6-digit PIN code")).toEqual({ key: "Enter a valid 6-digit PIN code", params: {} });
  });

  it("finds a template and reads its parts back out", () => {
    expect(messageKey("Not enough stock of Tulsi (Holy Basil) to reopen this order.")).toEqual({
      key: "Not enough stock of {{title}} to reopen this order.",
      params: { title: "Tulsi (Holy Basil)" },
    });
    expect(messageKey("Must be at most 200 characters")).toEqual({
      key: "Must be at most {{max}} characters",
      params: { max: "200" },
    });
    expect(messageKey("Only 3 of Neem left in stock. Please lower the quantity.")).toEqual({
      key: "Only {{stock}} of {{title}} left in stock. Please lower the quantity.",
      params: { stock: "3", title: "Neem" },
    });
  });

  it("finds the answers of page actions, a ticket and all", () => {
    expect(messageKey("Your complaint has been registered. Ticket GR-2026-7")).toEqual({
      key: "Your complaint has been registered. Ticket {{ticket}}",
      params: { ticket: "GR-2026-7" },
    });
    expect(messageKey("Profile updated successfully!")?.params).toEqual({});
  });

  it("prefers a fixed wording to the general template that also matches it", () => {
    const text = "That file is not a picture. Please upload a JPEG, PNG, WebP, GIF or AVIF image.";
    expect(messageKey(text)).toEqual({ key: text, params: {} });
    expect(
      messageKey("tulsi.heic is not a picture. Please upload a JPEG, PNG, WebP, GIF or AVIF image.")?.params,
    ).toEqual({ name: "tulsi.heic" });
  });

  it("knows nothing of other texts, nor of a catalogued text with more around it", () => {
    expect(messageKey("Something nobody wrote")).toBeUndefined();
    expect(messageKey("")).toBeUndefined();
    expect(messageKey("Order not found!")).toBeUndefined();
    expect(messageKey("Must be at most 200 characters, please")).toBeUndefined();
    expect(messageKey("सही 6 अंकों का पिन कोड लिखें")).toBeUndefined();
    expect(messageKey("toString")).toBeUndefined();
  });
});

describe("the messages catalogue", () => {
  it("holds every English text once, each its own key and value", () => {
    for (const [key, value] of Object.entries(en)) expect(value).toBe(key);
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  it("keeps every {{placeholder}} of an English text in its Hindi, and adds none", () => {
    for (const [key, text] of Object.entries(hi)) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(key));
    }
  });

  const catalogues = { en: { messages: en }, hi: { messages: hi } };
  const show = (language: "en" | "hi", key: string, values?: Values) =>
    translate(catalogues, language, "messages", key, values);

  it("is shown in either language, parts filled in", () => {
    const found = messageKey("Not enough stock of Tulsi to reopen this order.")!;
    expect(show("hi", found.key, found.params)).toBe("यह ऑर्डर फिर से खोलने के लिए Tulsi का पूरा स्टॉक नहीं है।");
    expect(show("en", found.key, found.params)).toBe("Not enough stock of Tulsi to reopen this order.");
    expect(show("hi", "Cash on Delivery")).toBe("कैश ऑन डिलीवरी");
  });

  it("names a state in Hindi inside a Hindi message, and leaves a name it does not know", () => {
    const inHindi = (text: string) => {
      const found = messageKey(text)!;
      return show("hi", found.key, found.params);
    };
    expect(inHindi(pinNotIn("Tamil Nadu"))).toBe("यह पिन कोड तमिलनाडु का नहीं है");
    expect(inHindi("A GSTIN registered in Goa starts with 30")).toBe("गोवा में रजिस्टर्ड GSTIN 30 से शुरू होता है");
    expect(inHindi(pinNotIn("Atlantis"))).toBe("यह पिन कोड Atlantis का नहीं है");
    const english = messageKey(pinNotIn("Tamil Nadu"))!;
    expect(show("en", english.key, english.params)).toBe(pinNotIn("Tamil Nadu"));
  });
});

describe("every message the shared schemas answer with is in the catalogue", () => {
  const long = (n: number) => "x".repeat(n);
  const cases: Array<[string, z.ZodType, unknown[]]> = [
    [
      "sign-up",
      signUpSchema,
      [
        {},
        { fullName: "A\u202eB", email: "nope", password: "short", confirmPassword: "other" },
        { fullName: long(101), email: "a@b.in", password: long(129), confirmPassword: "" },
        { fullName: 7, email: 7, password: 7, confirmPassword: 7 },
        { fullName: "Ravi", email: "a@b.in", password: "aaaaaaaa", confirmPassword: "aaaaaaaa" },
      ],
    ],
    ["sign-in", signInSchema, [{}, { email: "nope", password: long(129) }, { email: "", password: "" }]],
    ["forgot password", forgotPasswordSchema, [{}, { email: "" }, { email: "x@y" }]],
    ["reset password", resetPasswordSchema, [{}, { token: "", password: "weak", confirmPassword: "other" }]],
    ["profile", profileSchema, [{}, { fullName: " ", phoneNumber: "12345" }, { fullName: "A", phoneNumber: 5 }]],
    [
      "address",
      addressSchema,
      [
        {},
        { street: "", city: "", state: "", zip: "" },
        { street: long(201), city: long(101), state: "Atlantis", zip: "012345", mobile: "123", landmark: long(151) },
        { street: "12 MG Road", city: "Pune", state: "Goa", zip: "411001" },
        { recipient: "A\u0000B", street: "12 MG Road", city: "Pune", state: "Maharashtra", zip: "41100" },
      ],
    ],
    [
      "card",
      cardSchema,
      [
        {},
        { cardNumber: "", expiryDate: "", cardHolderName: "", cvv: "" },
        { cardNumber: "1234", expiryDate: "13/99", cardHolderName: long(101), cvv: "12345" },
        { cardNumber: "4111 1111 1111 1112", expiryDate: "01/20", cardHolderName: "Asha", cvv: "12" },
      ],
    ],
    [
      "checkout",
      placeOrderSchema,
      [
        {},
        { cart: [], selectedAddress: "x", selectedPaymentMethod: "Bitcoin" },
        { cart: "tulsi", selectedAddress: {}, selectedPaymentMethod: {} },
        { cart: [5, { quantity: 1 }, { product: 5, quantity: 1 }], selectedAddress: {}, selectedPaymentMethod: {} },
        {
          cart: [
            { id: "a", quantity: 0 },
            { id: "b", quantity: 1.5 },
            { id: "c", quantity: 101 },
            { id: "d", quantity: "2" },
          ],
          selectedAddress: { street: "", city: "", state: "Goa", zipCode: "411001" },
          selectedPaymentMethod: { cardNumber: "1", expiryDate: "1/2", cardHolderName: "", cvv: "" },
        },
        {
          cart: Array.from({ length: 51 }, (_, i) => ({ id: `p${i}`, quantity: 1 })),
          selectedAddress: { savedAddressId: "a1" },
          selectedPaymentMethod: CASH_ON_DELIVERY,
        },
        {
          cart: [
            { id: "a", quantity: 100 },
            { id: "a", quantity: 20 },
          ],
          selectedAddress: { savedAddressId: "a1" },
          selectedPaymentMethod: CASH_ON_DELIVERY,
        },
      ],
    ],
    ["cancel order", cancelOrderSchema, [{}, { orderId: "" }]],
    ["UTR", paymentReferenceSchema, [{}, { utr: "12345" }]],
    ["delivery estimate", deliveryQuerySchema, [{}, { pin: "" }, { pin: "12345" }, { pin: "012345" }]],
    [
      "review",
      reviewSchema,
      [
        {},
        { rating: "7", name: "", email: "nope", title: "", review: "short", recommend: "maybe", plantType: long(151) },
        { rating: "x", name: long(101), email: "", title: long(151), review: long(5001) },
        { rating: 2.5 },
      ],
    ],
    [
      "complaint",
      complaintSchema,
      [{}, { name: "", email: "nope", orderNumber: "#12", message: "too short" }, { message: long(5001) }],
    ],
    ["complaint reply", complaintReplySchema, [{}, { reply: "" }, { reply: "too short" }]],
    [
      "shop settings",
      shopSettingsSchema,
      [
        {},
        {
          legalName: "",
          tradeName: "",
          address: "",
          city: "",
          state: "Atlantis",
          pin: "12",
          gstin: "27ABCDE1234F1Z0",
          email: "shop",
          phone: "12",
          upiId: "shop",
          upiName: "",
          invoicePrefix: "TOOLONG",
          social: {
            facebook: "https://evil.example/x",
            instagram: "http://instagram.com/x",
            x: "javascript:alert(1)",
            youtube: long(301),
          },
          grievanceOfficer: { name: "", designation: "", email: "officer", phone: "12" },
        },
        {
          legalName: "Vanaushadhi Pvt Ltd",
          tradeName: "Vanaushadhi",
          address: "12 MG Road",
          city: "Pune",
          state: "Maharashtra",
          pin: "411001",
          gstin: "29AAACV1234F1Z5",
          email: "shop@vanaushadhi.in",
          phone: "+91 98765 43210",
          upiId: "vanaushadhi@okicici",
          upiName: "Vanaushadhi",
          invoicePrefix: "VA",
          social: { facebook: 5, instagram: "", x: "", youtube: "" },
          grievanceOfficer: "none",
          orderLimits: { maxUnpaidRupees: "lots", maxUnpaidUnitsPerProduct: 0 },
        },
      ],
    ],
    ["policies", policiesSchema, [{}, { shipping: "", returns: " ", terms: "", privacy: long(20_001) }]],
    [
      "product (admin)",
      productFormSchema,
      [
        {},
        {
          title: "",
          slug: "Bad Slug",
          description: "",
          price: "abc",
          discount: "101",
          stock: "-1",
          stockWas: "1.5",
          hsnCode: "12",
          gstRate: "7",
          blogSlug: "Bad Slug",
          featuredProduct: "maybe",
        },
        { title: long(151), slug: "", description: "x", price: "0", scientificName: long(151) },
        { title: "Tulsi", slug: "tulsi", description: "x", price: "10000001" },
        { title: "Tulsi", slug: "tulsi", description: "x", price: "1.234", discount: "x", stock: "y" },
      ],
    ],
    ["blog (admin)", blogFormSchema, [{}, { title: "", slug: "", publishDate: "someday", plantSlug: "Bad Slug" }]],
    ["nursery (admin)", nurseryFormSchema, [{}, { title: "", city: "", email: "nope", hours: long(151) }]],
    [
      "order status (admin)",
      orderStatusBodySchema,
      [
        {},
        { status: "Lost" },
        { status: "Shipped", courier: "Delhivery" },
        { status: "Shipped", trackingNumber: "!", trackingUrl: "ftp://x" },
        { status: "Shipped", trackingUrl: "https://track.example/1" },
      ],
    ],
    ["payment status (admin)", paymentStatusBodySchema, [{}, { paymentStatus: "Pay on delivery" }]],
    ["role (admin)", roleBodySchema, [{}, { role: "root" }]],
    ["review moderation (admin)", reviewModerationSchema, [{}, { hidden: "yes" }]],
    [
      "catalogue query",
      productQuerySchema,
      [
        { limit: "x", offset: "x", sort: "cheapest" },
        { limit: "0", offset: "-1" },
        { limit: "501", offset: "1.5" },
        { limit: "2.5", offset: "99999999999" },
        { ids: "" },
        { ids: Array.from({ length: 51 }, (_, i) => `p${i}`).join(",") },
      ],
    ],
    ["search", searchQuerySchema, [{}, { q: "  " }, { q: long(101), limit: "21" }, { q: "tulsi", limit: "0" }]],
  ];

  it.each(cases)("%s", (_name, schema, inputs) => {
    const texts = inputs.flatMap((input) => issuesOf(schema, input));
    expect(texts.length).toBeGreaterThan(0);
    expect(unknown(texts)).toEqual([]);
  });
});

describe("the names and refusals the domain and the server hand to pages are in the catalogue", () => {
  it("statuses, payment methods, roles, visibilities and the catalogue's kinds", () => {
    const kinds = Object.values(CATALOGUE_KINDS).flatMap((kind) => [kind.noun, kind.plural]);
    expect(
      unknown([
        ...ORDER_STATUSES,
        ...PAYMENT_STATUSES,
        CASH_ON_DELIVERY,
        UPI,
        ...ROLES,
        ...COMPLAINT_STATUSES,
        ...REVIEW_VISIBILITIES,
        NOT_SPECIFIED,
        ...kinds,
        "Card",
      ]),
    ).toEqual([]);
  });

  it("policy pages, social networks, states and delivery", () => {
    const policies = Object.values(POLICY_PAGES).flatMap((page) => [page.title, page.description]);
    const networks = Object.values(SOCIAL_NETWORKS).map((network) => network.label);
    expect(unknown([...policies, ...networks, ...STATE_NAMES, ARMY_POSTAL_SERVICE])).toEqual([]);
  });

  it("an order summary's rows and amounts, with and without one GST rate", () => {
    const totals = {
      listTotalPaise: 100_00,
      discountPaise: 10_00,
      subtotalPaise: 90_00,
      taxPaise: 16_00,
      deliveryPaise: 0,
      totalPaise: 106_00,
    };
    const rows = [...summaryRows(totals, 18), ...summaryRows(totals, null)];
    const free = rows.filter((row) => row.free).map(summaryAmount);
    expect(free.length).toBeGreaterThan(0);
    expect(unknown([...rows.map((row) => row.label), ...free])).toEqual([]);
  });

  it("the admin panel's texts", () => {
    const texts = Object.values(adminTexts as Record<string, unknown>).filter(
      (value): value is string => typeof value === "string",
    );
    const catalogue = Object.values(CATALOGUE_KINDS).flatMap((kind) => Object.values(catalogueTexts(kind.noun)));
    const conflict = productKind.contested!.conflict({ title: "Tulsi", stock: 3 } as never);
    const denied = texts.filter((text) => text !== adminTexts.ADMIN_DENIED_PARAM);
    expect(
      unknown([...denied, ...catalogue, ...ROLES.map(roleUpdated), conflict, ADMIN_DENIED, OWN_ROLE, LAST_ADMIN]),
    ).toEqual([]);
  });

  it("payment refusals, every combination", () => {
    const actions: PaymentAction[] = ["submit-utr", "mark-paid", "mark-refunded"];
    const methods: PaymentMethod[] = ["cod", "card", "upi"];
    const refusals = actions.flatMap((action) =>
      methods.flatMap((method) =>
        ORDER_STATUSES.flatMap((status: OrderStatus) =>
          PAYMENT_STATUSES.map((paymentStatus) => paymentActionRefusal(action, { status, paymentStatus, method })),
        ),
      ),
    );
    expect(unknown(refusals.filter((refusal): refusal is string => refusal !== null))).toEqual([]);
  });

  it("the named refusals and field messages of the domain and the server", () => {
    const notFounds = ["Product", "Blog", "Nursery", "Review", "Complaint"].map((what) => notFound(what).message);
    expect(
      unknown([
        ...notFounds,
        CARD_EXPIRED,
        INVALID_MOBILE,
        INVALID_PIN,
        UNKNOWN_PIN,
        UNKNOWN_STATE,
        pinNotIn("Goa"),
        ORDER_NUMBER_FORMAT,
        TRACKING_NEEDS_BOTH,
        UTR_MESSAGE,
        TRACKING_ONLY_WHEN_SHIPPED,
        NO_CREDIT_NOTE,
        NO_GST_PARTICULARS,
        ALREADY_RESOLVED,
        TOO_MANY_ATTEMPTS,
        TOO_MANY_REQUESTS,
        PASSWORD_TOO_COMMON,
        unpaidUnitsRefusal(20, "Tulsi"),
        unpaidValueRefusal(25_000_00),
      ]),
    ).toEqual([]);
  });

  it("a picture refused for its size, named or not", async () => {
    const big = (name: string) => new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], name, { type: "image/png" });
    const texts: string[] = [];
    for (const name of ["tulsi.png", ""]) {
      await readImageUpload(big(name), "image1").catch((error: Error) => texts.push(error.message));
    }
    expect(texts).toHaveLength(2);
    expect(unknown(texts)).toEqual([]);
    expect(messageKey(texts[1]!)?.key).toBe("That picture is larger than {{mb}} MB. Please choose a smaller picture.");
  });
});
