import { type ShopSettings, shopSettingsSchema } from "#domain/schemas/settings.ts";

/**
 * The demo shop's particulars: made up, but well formed (the GSTIN's check character is right
 * and its first two digits are Maharashtra's code), so invoices and UPI links work as a real
 * shop's would.
 */
export const DEMO_SHOP_SETTINGS: ShopSettings = shopSettingsSchema.parse({
  legalName: "Vanaushadhi Herbs Private Limited",
  tradeName: "Vanaushadhi",
  address: "14, Greenfield Estate, Baner Road",
  city: "Pune",
  state: "Maharashtra",
  pin: "411045",
  gstin: "27AAFCV1234K1Z9",
  email: "info@vanaushadhi.in",
  phone: "+91 98765 43210",
  upiId: "vanaushadhi@okicici",
  upiName: "Vanaushadhi Herbs",
  invoicePrefix: "VA",
  social: {
    facebook: "https://www.facebook.com/vanaushadhi.in",
    instagram: "https://www.instagram.com/vanaushadhi.in",
    x: "https://x.com/vanaushadhi_in",
    youtube: "https://www.youtube.com/@vanaushadhi",
  },
  // The demo offers every method: 'Pay online' once the Razorpay keys are set (docs/product/payments.md#payment-method-settings).
  paymentMethods: ["Cash on Delivery", "UPI", "Card", "Pay online"],
  grievanceOfficer: {
    name: "Meera Kulkarni",
    designation: "Grievance Officer",
    email: "grievance@vanaushadhi.in",
    phone: "+91 98765 43211",
  },
});
