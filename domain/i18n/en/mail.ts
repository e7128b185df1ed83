/**
 * The customer's e-mails (server/mail), in English: the texts the shop has always sent, word for
 * word. `{{name}}` parts are filled when the mail is written; the mail escapes them for HTML.
 */
export const mail = {
  "greeting.named": "Namaste {{name}},",
  "greeting.anonymous": "Namaste,",
  "footer.tagline": "Vanaushadhi · Healing plants of the forest",

  "order.placed.subject": "Your Vanaushadhi order #{{number}} is confirmed",
  "order.placed.title": "Order #{{number}} confirmed",
  "order.placed.thanks": "Thank you for your order. We are getting your plants ready.",
  "order.placed.payByUpi":
    "Please pay {{total}} by UPI within {{minutes}} minutes: your order page has the QR code and a link that opens your UPI app. Unpaid orders are cancelled after that.",
  "order.placed.payOnline":
    "Please pay {{total}} online within {{minutes}} minutes: open your order page and press 'Pay now'. Unpaid orders are cancelled after that.",
  "order.paid.subject": "Payment received for order #{{number}}",
  "order.paid.title": "Payment received",
  "order.paid.body": "We have received {{total}} for order #{{number}}. Thank you!",
  "order.shipped.subject": "Your order #{{number}} has shipped",
  "order.shipped.title": "Order #{{number}} is on its way",
  "order.shipped.body": "Your plants have left the nursery.",
  "order.shipped.tracking": "Courier: {{courier}}. Tracking number (AWB): {{trackingNumber}}.",
  "order.shipped.trackingUrl": "Track your parcel: {{url}}",
  "order.delivered.subject": "Your order #{{number}} was delivered",
  "order.delivered.title": "Order #{{number}} delivered",
  "order.delivered.body":
    "Your plants have arrived. Water them well today and keep them out of harsh sun for a few days while they settle in.",
  "order.cancelled.subject": "Your order #{{number}} is cancelled",
  "order.cancelled.title": "Order #{{number}} cancelled",
  "order.cancelled.byCustomer": "As you asked, we have cancelled your order.",
  "order.cancelled.byAdmin": "We are sorry: we had to cancel your order.",
  "order.cancelled.byExpiry":
    "We did not receive the UPI payment in time, so the order was cancelled and the plants went back to the nursery.",
  "order.cancelled.byExpiryCard":
    "We did not receive the card payment in time, so the order was cancelled and the plants went back to the nursery.",
  "order.cancelled.byExpiryOnline":
    "We did not receive the online payment in time, so the order was cancelled and the plants went back to the nursery.",
  "order.cancelled.refundDue":
    "You paid {{total}}: we will refund it to your original payment method within 5–7 working days.",
  "order.refunded.subject": "Refund for order #{{number}}",
  "order.refunded.title": "Refund sent",
  "order.refunded.body":
    "We have refunded {{total}} for order #{{number}}. Depending on your bank it reaches you within a few working days.",
  "order.viewOrder": "View your order",
  "return.requested.subject": "We received your request {{number}}",
  "return.requested.title": "Request {{number}} received",
  "return.requested.body":
    "Thank you for telling us about order #{{order}} ({{reason}}). We are sorry the plants did not arrive as they should.",
  "return.requested.next": "We look at your photos and reply within 2 working days, by mail and on your order page.",
  "return.replacement.subject": "A replacement is on its way ({{number}})",
  "return.replacement.title": "Replacement approved",
  "return.replacement.body":
    "We are sending new plants at no cost to you: order #{{replacement}}. You will get a mail when it ships, with its tracking number.",
  "return.refund.subject": "Your refund is approved ({{number}})",
  "return.refund.title": "Refund approved",
  "return.refund.bodyOnline":
    "We are refunding {{amount}} to your original payment method. Depending on your bank it reaches you within 5–7 working days.",
  "return.refund.bodyManual":
    "We will send you {{amount}} by UPI or bank transfer, and mail you its reference when it is sent.",
  "return.refund.creditNote": "Credit note {{creditNote}} is on your order page.",
  "return.rejected.subject": "About your request {{number}}",
  "return.rejected.title": "We could not approve your request",
  "return.rejected.body": "We looked at your request carefully: {{reason}}",
  "return.rejected.help": "If you think we got it wrong, reply to this mail or write to us from the Contact page.",
  "order.payment": "Payment: {{payment}}",
  "order.deliveringTo": "Delivering to: {{address}}",
  "order.address.landmark": "(landmark: {{landmark}})",
  "order.address.mobile": "(mobile {{mobile}})",

  "payment.cod": "Cash on Delivery",
  "payment.card": "Card",
  "payment.upi": "UPI",
  "payment.online": "Paid online (Razorpay)",

  "reset.subject": "Reset your Vanaushadhi password",
  "reset.title": "Reset your password",
  "reset.intro":
    "Someone asked to reset the password of your Vanaushadhi account. To choose a new one, open this link within 1 hour:",
  "reset.button": "Choose a new password",
  "reset.ignoreText":
    "The link works once. If you did not ask for it, you can ignore this e-mail: your password stays as it is.",
  "reset.ignoreHtml": "The link works once. If you did not ask for it, you can ignore this e-mail.",

  "cartReminder.subject": "Your plants are still in your cart",
  "cartReminder.title": "Your cart is waiting",
  "cartReminder.intro": "You left these in your cart at Vanaushadhi:",
  "cartReminder.notKept":
    "They are not set aside for you: prices and stock are checked again when you order, so a plant may sell out meanwhile.",
  "cartReminder.button": "View your cart",
  "cartReminder.optOutQuestion": "Would you rather not get these reminders?",
  "cartReminder.optOut": "Stop cart reminders",

  "stockAlert.subject": "{{product}} is back in stock",
  "stockAlert.title": "Back in stock",
  "stockAlert.body":
    "Good news: {{product}} is back in stock at Vanaushadhi. You asked us to tell you when it returned.",
  "stockAlert.hurry": "Stock is limited, so it may run out again soon.",
  "stockAlert.button": "See it in the shop",
  "stockAlert.once": "We send this e-mail once: you will not hear from us about it again.",
  "stockAlert.unsubscribe": "Stop back-in-stock e-mails to this address",

  "lowStock.subject": "Low stock at {{shop}}: {{count}} to restock",
  "lowStock.title": "Time to restock",
  "lowStock.intro": "These products, or sizes of them, have {{limit}} or fewer left (sold out first):",
  "lowStock.sku": "SKU {{sku}}",
  "lowStock.left": "{{count}} left",
  "lowStock.soldOut": "sold out",
  "lowStock.more": "…and {{count}} more.",
  "lowStock.button": "Open the products",
  "lowStock.why":
    "This e-mail goes to the shop's address in its settings at 08:00 India time, on mornings when something is running low.",

  "complaint.officer": "Our Grievance Officer",
  "complaint.contact.officer": "To add anything, write to {{email}} or call {{phone}}, quoting {{ticket}}.",
  "complaint.contact.page": "To add anything, write to us from our Contact Us page, quoting {{ticket}}.",
  "complaint.yourComplaint": "Your complaint:",
  "complaint.registered.subject": "Complaint {{ticket}} registered",
  "complaint.registered.intro": "We have registered your complaint. Your ticket number is {{ticket}}.",
  "complaint.registered.promise":
    "{{officer}} will look into it and reply by {{date}} at the latest (within 30 days, as the Consumer Protection (E-Commerce) Rules, 2020 require).",
  "complaint.registered.order": "Order: #{{number}}",
  "complaint.registered.notQuoted":
    "This address was given on our Contact Us page without signing in to its account, so this e-mail does not repeat what was written. If you did not write to us, you can ignore it.",
  "complaint.reply.subject": "Reply to your complaint {{ticket}}",
  "complaint.reply.signature": "— {{officer}}, Vanaushadhi",
  "complaint.reply.closing":
    "We have marked {{ticket}} as resolved. If this does not settle it, reply to us quoting {{ticket}} and we will look again.",
};
