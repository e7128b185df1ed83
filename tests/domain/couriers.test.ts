import { describe, expect, it } from "vitest";
import { COURIERS, courierTrackingUrl, listedCourier } from "#domain/couriers.ts";
import { orderStatusBodySchema } from "#domain/schemas/admin-orders.ts";

describe("couriers (issue 30: the tracking link fills itself)", () => {
  it("gives each listed courier's tracking page for an AWB", () => {
    expect(Object.fromEntries(COURIERS.map((c) => [c, courierTrackingUrl(c, "AB123456789IN")]))).toEqual({
      // India Post's tracking asks a CAPTCHA first: the page, where the customer types the AWB.
      "India Post": "https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx",
      Delhivery: "https://www.delhivery.com/track/package/AB123456789IN",
      "Blue Dart": "https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=AB123456789IN",
      DTDC: "https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno=AB123456789IN&TrkType2=awb_no",
      Ekart: "https://ekartlogistics.com/shipmenttrack/AB123456789IN",
      Xpressbees: "https://www.xpressbees.com/track?isawb=Yes&trackid=AB123456789IN",
      Shadowfax: "https://tracker.shadowfax.in/#/track/AB123456789IN",
    });
  });

  it("knows a listed courier however it was typed, and no other", () => {
    expect(listedCourier("BlueDart")).toBe("Blue Dart");
    expect(listedCourier(" blue-dart ")).toBe("Blue Dart");
    expect(listedCourier("XpressBees")).toBe("Xpressbees");
    expect(listedCourier("india post")).toBe("India Post");
    expect(listedCourier("Professional Couriers")).toBeNull();
    expect(courierTrackingUrl("Professional Couriers", "PC123456")).toBeNull();
    expect(courierTrackingUrl("Delhivery", "")).toBeNull();
  });

  it("the status body stores a listed courier in the list's spelling, with its link unless one is given", () => {
    const shipped = (body: Record<string, string>) => orderStatusBodySchema.parse({ status: "Shipped", ...body });
    expect(shipped({ courier: "delhivery", trackingNumber: "DLV-123456" }).tracking).toEqual({
      courier: "Delhivery",
      trackingNumber: "DLV-123456",
      trackingUrl: "https://www.delhivery.com/track/package/DLV-123456",
    });
    expect(
      shipped({ courier: "Delhivery", trackingNumber: "DLV-123456", trackingUrl: "https://example.in/t/1" }).tracking,
    ).toMatchObject({ trackingUrl: "https://example.in/t/1" });
    // Another courier: by its name, as given or after 'Other'; its link only when typed.
    expect(shipped({ courier: "Professional Couriers", trackingNumber: "PC123456" }).tracking).toEqual({
      courier: "Professional Couriers",
      trackingNumber: "PC123456",
      trackingUrl: null,
    });
    expect(shipped({ courier: "Other", courierName: "Trackon", trackingNumber: "TRK-98765" }).tracking).toMatchObject({
      courier: "Trackon",
    });
    const nameless = orderStatusBodySchema.safeParse({
      status: "Shipped",
      courier: "Other",
      trackingNumber: "TRK-98765",
    });
    expect(nameless.success).toBe(false);
    expect(nameless.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["courierName", "admin.order.courierNameRequired"],
    ]);
  });
});
