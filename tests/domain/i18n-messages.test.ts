import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as adminTexts from "#domain/admin.ts";
import { catalogueTexts, MAX_IMAGE_BYTES, ROLES, roleUpdated } from "#domain/admin.ts";
import { CARD_EXPIRED } from "#domain/cards.ts";
import { CATALOGUE_KINDS } from "#domain/catalogue/kinds.ts";
import { messages as en } from "#domain/i18n/en/messages.ts";
import { messages as hi } from "#domain/i18n/hi/messages.ts";
import { message, messageText, readMessage } from "#domain/i18n/message.ts";
import { STATES } from "#domain/india/states.ts";
import { unpaidUnitsRefusal, unpaidValueRefusal } from "#domain/order-limits.ts";
import { summaryAmount, summaryRows } from "#domain/pricing.ts";
import { ORDER_STATUS_NAMES, ORDER_STATUSES, type OrderStatus } from "#domain/orders.ts";
import {
  type PaymentAction,
  paymentActionRefusal,
  PAYMENT_METHOD_NAMES,
  PAYMENT_STATUS_NAMES,
  PAYMENT_STATUSES,
  type PaymentMethod,
} from "#domain/payments.ts";
import { POLICY_PAGES } from "#domain/policies.ts";
import {
  addressSchema,
  cardSchema,
  forgotPasswordSchema,
  PASSWORD_ONE_CHARACTER,
  PASSWORD_TOO_COMMON,
  profileSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  updateAddressBodySchema,
  updatePaymentBodySchema,
} from "#domain/schemas/account.ts";
import { blogFormSchema } from "#domain/schemas/admin-blog.ts";
import { couponFormSchema } from "#domain/schemas/admin-coupon.ts";
import { nurseryFormSchema } from "#domain/schemas/admin-nursery.ts";
import { orderStatusBodySchema, paymentStatusBodySchema, TRACKING_NEEDS_BOTH } from "#domain/schemas/admin-orders.ts";
import { productFormSchema } from "#domain/schemas/admin-product.ts";
import { reviewModerationSchema } from "#domain/schemas/admin-reviews.ts";
import { roleBodySchema } from "#domain/schemas/admin-users.ts";
import { productQuerySchema, searchQuerySchema } from "#domain/schemas/catalog-query.ts";
import { complaintReplySchema, complaintSchema, ORDER_NUMBER_FORMAT } from "#domain/schemas/complaint.ts";
import { deliveryQuerySchema } from "#domain/schemas/delivery.ts";
import { INVALID_MOBILE, INVALID_PIN, pinNotIn, UNKNOWN_PIN, UNKNOWN_STATE } from "#domain/schemas/india-address.ts";
import {
  CASH_ON_DELIVERY,
  cancelOrderSchema,
  MERGED_QUANTITY_MESSAGE,
  paymentReferenceSchema,
  placeOrderSchema,
} from "#domain/schemas/order.ts";
import { policiesSchema } from "#domain/schemas/policies.ts";
import { reviewSchema } from "#domain/schemas/review.ts";
import { shopSettingsSchema } from "#domain/schemas/settings.ts";
import { UTR_MESSAGE, UTR_REPEATED_DIGIT_MESSAGE } from "#domain/upi.ts";
import { stockConflict } from "#server/features/catalogue/product-variants.ts";
import { ALREADY_RESOLVED } from "#server/features/complaints/resolve-complaint.ts";
import { TOO_MANY_COMPLAINTS, UNKNOWN_ORDER } from "#server/features/complaints/register-complaint.ts";
import { TOO_MANY_ATTEMPTS } from "#server/features/accounts/login-guard.ts";
import { TRACKING_ONLY_WHEN_SHIPPED } from "#server/features/orders/change-order-status.ts";
import { NO_CREDIT_NOTE, NO_GST_PARTICULARS } from "#server/features/orders/get-tax-document.ts";
import { AppError, englishText, notFound } from "#server/http/errors.ts";
import { TOO_MANY_REQUESTS } from "#server/http/rate-limit.ts";
import { NOT_A_FORM, UNREADABLE_FORM } from "#server/http/validation.ts";
import { readImageUpload } from "#server/storage/uploads.ts";

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).sort();

/** Every message a schema answers an input with (all issues, not only each field's first). */
function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The refs whose code the catalogue does not know: what a test of real producers expects to be empty. */
const unknown = (refs: Iterable<string>) =>
  [...new Set(refs)].filter((ref) => !Object.hasOwn(en, readMessage(ref).code));

/** The message of one field of the shop settings, the rest of them well formed. */
function settingsIssue(changed: Record<string, unknown>, field: string): string {
  const settings = {
    legalName: "Vanaushadhi Pvt Ltd",
    tradeName: "Vanaushadhi",
    address: "12 MG Road",
    city: "Pune",
    state: "Maharashtra",
    pin: "411001",
    gstin: "27AAFCV1234K1Z9",
    email: "shop@vanaushadhi.in",
    phone: "+91 98765 43210",
    upiId: "vanaushadhi@okicici",
    upiName: "Vanaushadhi",
    invoicePrefix: "VA",
    grievanceOfficer: { name: "Asha", designation: "Officer", email: "officer@vanaushadhi.in", phone: "9876543210" },
  };
  const issue = shopSettingsSchema
    .safeParse({ ...settings, ...changed })
    .error?.issues.find((one) => one.path[0] === field);
  expect(issue).toBeDefined();
  return issue!.message;
}

describe("message refs", () => {
  it("are the code alone, or the code and its parts", () => {
    expect(message("order.notFound")).toBe("order.notFound");
    expect(message("field.tooLong", { max: 200 })).toBe("field.tooLong?max=200");
    expect(readMessage("order.notFound")).toEqual({ code: "order.notFound", params: {} });
    expect(readMessage(message("order.place.stockTooLow", { stock: 3, title: "Neem" }))).toEqual({
      code: "order.place.stockTooLow",
      params: { stock: "3", title: "Neem" },
    });
  });

  it("carry any text in their parts, and read it back unchanged", () => {
    const title = "Tulsi (Holy Basil) & Neem = 2? 100% #1 तुलसी";
    expect(readMessage(message("order.reopen.notEnoughStock", { title })).params).toEqual({ title });
  });

  it("are shown in either language, parts filled in", () => {
    const ref = message("order.reopen.notEnoughStock", { title: "Tulsi" });
    expect(messageText(ref, en)).toBe("Not enough stock of Tulsi to reopen this order.");
    expect(messageText(ref, hi)).toBe("यह ऑर्डर फिर से खोलने के लिए Tulsi का पूरा स्टॉक नहीं है।");
    expect(messageText(message("field.tooLong", { max: 200 }), en)).toBe("Must be at most 200 characters");
    expect(messageText(message("payment.method.cashOnDelivery"), hi)).toBe("कैश ऑन डिलीवरी");
  });

  it("name a state in the reader's language inside a message, and leave a name they do not know", () => {
    expect(messageText(pinNotIn("Tamil Nadu"), hi)).toBe("यह पिन कोड तमिलनाडु का नहीं है");
    expect(messageText(pinNotIn("Tamil Nadu"), en)).toBe("This PIN code is not in Tamil Nadu");
    const gstin = settingsIssue({ state: "Goa", pin: "403001" }, "gstin");
    expect(messageText(gstin, hi)).toBe("गोवा में रजिस्टर्ड GSTIN 30 से शुरू होता है");
    expect(messageText(gstin, en)).toBe("A GSTIN registered in Goa starts with 30");
    expect(messageText(message("address.pin.notInState", { state: "Atlantis" }), hi)).toBe(
      "यह पिन कोड Atlantis का नहीं है",
    );
  });

  it("show a text that is no known ref as it is", () => {
    for (const text of ["Something nobody wrote", "", "order.notFound!", "सही 6 अंकों का पिन कोड लिखें", "toString"]) {
      expect(messageText(text, en)).toBe(text);
      expect(messageText(text, hi)).toBe(text);
    }
    expect(messageText("Are you sure? Really?", hi)).toBe("Are you sure? Really?");
  });

  it("travel in an AppError: its message is the English text, its code and parts apart", () => {
    const error = new AppError(409, message("order.place.stockTooLow", { stock: 3, title: "Neem" }), {
      cart: message("order.place.outOfStock", { title: "Neem" }),
    });
    expect(error.message).toBe("Only 3 of Neem left in stock. Please lower the quantity.");
    expect(error.code).toBe("order.place.stockTooLow");
    expect(error.params).toEqual({ stock: "3", title: "Neem" });
    expect(englishText(error.fields!.cart!)).toBe("Neem is out of stock.");
    // zod's own text (a rule the shop gave no message) is told as it is, as an invalid input.
    const zods = new AppError(400, "Too small: expected string to have >=1 characters" as never);
    expect([zods.message, zods.code]).toEqual(["Too small: expected string to have >=1 characters", "request.invalid"]);
  });
});

describe("the messages catalogue", () => {
  it("has every code in English and in Hindi, and each code names its feature, subject and case", () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const [code, text] of Object.entries(en)) {
      expect(code).toMatch(/^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)+$/);
      expect(text.trim(), code).not.toBe("");
      expect(hi[code as keyof typeof hi].trim(), code).not.toBe("");
    }
  });

  it("keeps every {{placeholder}} of an English text in its Hindi, and adds none", () => {
    for (const [code, text] of Object.entries(hi)) {
      expect(placeholders(text), code).toEqual(placeholders(en[code as keyof typeof en]));
    }
  });

  it("words each English text once, so a text reads one way in Hindi", () => {
    const texts = Object.values(en);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
  });
});

describe("every message the shared schemas answer with is a known code", () => {
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
    ["address body", updateAddressBodySchema, ["an address"]],
    ["card body", updatePaymentBodySchema, ["a card"]],
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
      "coupon (admin)",
      couponFormSchema,
      [
        {},
        { code: "AB", kind: "percent", value: "95", startsAt: "2026-10-31", endsAt: "2026-10-01", maxUses: "0" },
        {
          code: 5,
          kind: "bogo",
          value: "ten",
          minSubtotal: "-1",
          startsAt: "soon",
          maxUsesPerCustomer: "0",
          active: "x",
        },
        { code: "SALE10", kind: "amount", value: "10.005" },
      ],
    ],
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

describe("the names and refusals the domain and the server hand to pages are known codes", () => {
  it("statuses, payment methods, states and policy titles", () => {
    const states = STATES.map((state) => state.message);
    const policies = Object.values(POLICY_PAGES).map((page) => page.title);
    expect(
      unknown([
        ...Object.values(ORDER_STATUS_NAMES),
        ...Object.values(PAYMENT_STATUS_NAMES),
        ...Object.values(PAYMENT_METHOD_NAMES),
        ...states,
        ...policies,
      ]),
    ).toEqual([]);
    expect(Object.keys(ORDER_STATUS_NAMES)).toEqual([...ORDER_STATUSES]);
    expect(Object.keys(PAYMENT_STATUS_NAMES)).toEqual([...PAYMENT_STATUSES]);
    expect(STATES.map((state) => messageText(state.message, en))).toEqual(STATES.map((state) => state.name));
  });

  it("an order summary's rows and amounts, with and without one GST rate, a coupon, tax included", () => {
    const totals = {
      listTotalPaise: 100_00,
      discountPaise: 10_00,
      subtotalPaise: 90_00,
      couponCode: "MONSOON10",
      couponPaise: 9_00,
      taxPaise: 15_00,
      deliveryPaise: 0,
      deliveryTaxPaise: 0,
      deliveryGstRate: null,
      pricesIncludeTax: false,
      totalPaise: 96_00,
    };
    const included = { ...totals, pricesIncludeTax: true };
    const rows = [18, null].flatMap((rate) => [...summaryRows(totals, rate), ...summaryRows(included, rate)]);
    const free = rows.filter((row) => row.free).map(summaryAmount);
    expect(free.length).toBeGreaterThan(0);
    expect(unknown([...rows.map((row) => row.label), ...free])).toEqual([]);
    expect(messageText(summaryRows(totals, 18)[3]!.label, en)).toBe("Coupon (MONSOON10)");
    expect(messageText(summaryRows(totals, 18)[4]!.label, en)).toBe("Tax (GST 18%)");
    expect(messageText(summaryRows(included, 18).at(-1)!.label, en)).toBe("Includes GST (18%)");
  });

  it("the admin panel's messages", () => {
    const refs = Object.values(adminTexts as Record<string, unknown>).filter(
      (value): value is string => typeof value === "string" && value !== adminTexts.ADMIN_DENIED_PARAM,
    );
    const catalogue = Object.values(CATALOGUE_KINDS).flatMap((kind) => Object.values(catalogueTexts(kind.name)));
    const conflicts = [stockConflict("Tulsi", null, 3), stockConflict("Tulsi", "6-inch pot", 3)];
    expect(refs.length).toBeGreaterThan(5);
    expect(unknown([...refs, ...catalogue, ...ROLES.map(roleUpdated), ...conflicts])).toEqual([]);
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
    const said = refusals.filter((refusal) => refusal !== null);
    expect(said.length).toBeGreaterThan(0);
    expect(unknown(said)).toEqual([]);
  });

  it("the named refusals and field messages of the domain and the server", () => {
    const notFounds = (["review.notFound", "complaint.notFound"] as const).map((code) => notFound(code).ref);
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
        UTR_REPEATED_DIGIT_MESSAGE,
        MERGED_QUANTITY_MESSAGE,
        TRACKING_ONLY_WHEN_SHIPPED,
        NO_CREDIT_NOTE,
        NO_GST_PARTICULARS,
        ALREADY_RESOLVED,
        TOO_MANY_COMPLAINTS,
        UNKNOWN_ORDER,
        TOO_MANY_ATTEMPTS,
        TOO_MANY_REQUESTS,
        NOT_A_FORM,
        UNREADABLE_FORM,
        PASSWORD_ONE_CHARACTER,
        PASSWORD_TOO_COMMON,
        unpaidUnitsRefusal(20, "Tulsi"),
        unpaidValueRefusal(25_000_00),
      ]),
    ).toEqual([]);
  });

  it("a picture refused for its size, named or not", async () => {
    const big = (name: string) => new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], name, { type: "image/png" });
    const refusals: AppError[] = [];
    for (const name of ["tulsi.png", ""]) {
      await readImageUpload(big(name), "image1").catch((error: AppError) => refusals.push(error));
    }
    expect(unknown(refusals.map((error) => error.ref))).toEqual([]);
    expect(refusals.map((error) => error.code)).toEqual(["upload.namedTooLarge", "upload.tooLarge"]);
    expect(refusals.map((error) => error.message)).toEqual([
      "tulsi.png is larger than 5 MB. Please choose a smaller picture.",
      "That picture is larger than 5 MB. Please choose a smaller picture.",
    ]);
  });
});
