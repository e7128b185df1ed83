import { type Policies, policiesSchema } from "#domain/schemas/policies.ts";

/**
 * The demo shop's policies, as a nursery selling live plants across India would publish them
 * (Consumer Protection (E-Commerce) Rules, 2020; DPDP Act, 2023). The delivery times are the
 * ones the product page's delivery estimate promises (domain/delivery.ts); the admin edits
 * them all in Settings → Policies.
 */
export const DEMO_POLICIES: Policies = policiesSchema.parse({
  shipping: `We ship living plants, seeds and herbal products from our nursery in Pune, Maharashtra, to every PIN code India Post serves, including Army Postal Service addresses. **Delivery is free** on every order.

## When your order leaves us

Orders are packed and handed to our courier partners from Monday to Saturday. We do not dispatch on Sundays or national holidays, so an order placed on a Saturday evening leaves on Monday. Plants are watered the day before they travel, their soil is wrapped so it stays in the pot, and each box is marked *Live plants — this side up*.

## How long delivery takes

Counted in working days (Monday to Saturday) from the day you order:

| Where you are | Working days |
|---|---|
| Maharashtra, our home state | 2–4 |
| Other states and union territories | 4–7 |
| Arunachal Pradesh, Assam, Manipur, Meghalaya, Mizoram, Nagaland, Sikkim, Tripura, Jammu and Kashmir, Ladakh, the Andaman and Nicobar Islands and Lakshadweep | 7–10 |
| Army Postal Service (field post offices) | 7–10 |

Type your PIN code on any product page and press **Check** to see the date for your address. During heavy rain, floods or strikes a courier may take longer; we will write to you if your parcel is held up.

## Tracking

As soon as your parcel is handed over, we e-mail you the courier's name and the tracking number (AWB), and your order page shows them too.

## If nobody is home

The courier tries to deliver three times and calls the number on the address. Please give a mobile number that will be answered: a plant returned to us after three tries has usually not survived the journey back, and we cannot send it again free of charge.

## Questions

Write to us from our [Contact Us](/contact) page, quoting your order number (the last 8 characters shown on your orders page).`,

  returns: `Living plants cannot travel back and forth, so our return policy is built around **replacing what arrives damaged** rather than taking plants back.

## Damaged in transit

If a plant arrives broken, crushed, badly wilted or with its pot cracked, or if you receive the wrong item:

1. Take a photo of the plant and the opened box, showing the label or the order slip.
2. Send it within **48 hours of delivery** from our [Contact Us](/contact) page (choose your order number) or by e-mail to our customer care address in the footer.
3. We reply within one working day and send a **free replacement**, or a full refund if that plant is out of stock.

You do not need to send the plant back. Some leaf drop and yellowing in the first week is normal while a plant settles into its new home: see the care guide that came with it before writing to us.

## Other returns

- **Live plants, seeds and cuttings** cannot be returned for a change of mind: they are living goods.
- **Herbal powders, oils and teas** can be returned only if the seal is unbroken and you write to us within 7 days of delivery. For reasons of hygiene we cannot accept opened products.
- **Pots, tools and planters** can be returned unused, in their original packing, within 7 days of delivery. We arrange the pickup; the refund follows once the item reaches us.

## Cancelling an order

You can cancel an order from your profile's orders tab until it is shipped (while its status is *Order Successful* or *Processing*). Once a parcel has left us it can no longer be cancelled.

## Cash on delivery

Please accept a cash-on-delivery parcel you ordered. If a parcel is refused at the door without a reason such as visible damage, we may ask you to pay online for future orders, because a refused parcel of plants is lost to everyone.

## Refunds

- **UPI or card payments** are refunded to the **original UPI ID or card** within **5–7 working days** of our approving the refund; your bank may take a few more days to show it.
- **Cash-on-delivery orders** are refunded by UPI or bank transfer to an account you name, within 5–7 working days.
- A cancelled order that was already paid is refunded in full, tax included.

We e-mail you when a refund is sent. If you have not received it within 10 working days, write to us and we will share the bank's reference number.`,

  terms: `These terms apply to every purchase from Vanaushadhi, an online shop run by **Vanaushadhi Herbs Private Limited**, Pune, Maharashtra (our full address and GSTIN are printed on every invoice). By placing an order you agree to them.

## Orders and prices

- Prices are in Indian rupees. GST of 18% is added at checkout and shown before you confirm your order; delivery is free.
- An order is accepted when you see *Order placed successfully!* and receive our confirmation e-mail. Stock is reserved for you at that moment.
- We may cancel an order if a plant fails our health check before dispatch, or if a price was shown wrongly; you are then refunded in full.

## Payment

You may pay by cash on delivery, UPI or card. We never store your full card number or CVV: only the last four digits and the expiry are kept if you choose to save a card.

## Plants and herbal products

Plants are living and vary in size, shape and colour from the photographs, which are illustrations. The traditional uses we describe come from Ayurveda and folk practice; **they are not medical advice**. Ask a qualified practitioner before using any plant or herbal product as medicine, especially during pregnancy, for children or alongside other treatment.

## Your account

Keep your password to yourself. You are responsible for orders placed from your account; tell us at once if you think someone else has used it.

## Reviews

Reviews must be honest and about the plant or our service. We remove reviews that are abusive, contain personal data of others, or advertise. A review is marked *Verified Purchase* only when it comes from a customer who ordered that plant.

## Shipping, returns and privacy

Our [Shipping Policy](/shipping), [Return Policy](/returns) and [Privacy Policy](/privacy) form part of these terms.

## Grievances

Complaints are handled by our Grievance Officer under the Consumer Protection (E-Commerce) Rules, 2020. Use the form on our [Contact Us](/contact) page: you get a ticket number at once, we acknowledge your complaint within 48 hours and resolve it within one month.

## Law and courts

These terms are governed by the laws of India. Disputes are subject to the courts at Pune, Maharashtra, without affecting your right to approach a consumer commission where you live.`,

  privacy: `This policy explains what personal data Vanaushadhi keeps, why, for how long, and what you can ask of us, as the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000 require.

## What we keep

- **Your account**: name, e-mail address, phone number and a password, which is stored only as a secure hash.
- **Addresses** you save or ship to.
- **Orders**: what you bought, prices, tax, payment method and status, and for UPI payments the transaction reference (UTR) you give us.
- **Saved cards**: only the card brand, the last four digits, the expiry and the holder's name. We never keep the full card number or the CVV.
- **Reviews and complaints** you send us, with the e-mail address you give.
- **Technical data**: a session cookie that keeps you signed in, and in your own browser your cart and light/dark theme. We use no advertising or tracking cookies.

## Why we keep it

To deliver your orders and tell you where they are; to issue GST invoices, which the law requires; to answer your questions and complaints; and to keep the shop safe from fraud and abuse.

## Who sees it

Our courier partners receive the name, address and mobile number needed to deliver your parcel. Payment providers receive what is needed to take or refund a payment. We share data with authorities only when the law requires it. **We never sell your data.**

## How long we keep it

- Orders and invoices: **8 years**, as Indian tax and company law requires.
- Your account, saved addresses and cards: until you ask us to delete your account.
- Complaints and our replies: 3 years after they are resolved.

## Your rights

You may ask to see the data we hold about you, to correct it, or to erase it (except what the law makes us keep, such as invoices). You can correct your name, phone, addresses and cards yourself in your profile. For anything else, write to us.

## Grievance Officer

Questions or complaints about your data go to our Grievance Officer, whose name, e-mail and phone are on our [Contact Us](/contact) page. We acknowledge within 48 hours and resolve within one month.

## Changes

If we change this policy, the new version appears on this page; for important changes we will also e-mail our customers.`,
});
