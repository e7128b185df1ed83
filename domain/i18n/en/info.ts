/** The shop's information pages: about, contact, policies, nurseries, and leaving stock alerts. */
export const info = {
  "unsubscribe.meta.title": "Back-in-stock e-mails · Vanaushadhi",
  "unsubscribe.title": "Back-in-stock e-mails",
  "unsubscribe.text":
    "Stop the e-mails that tell this address a plant is back in stock? Alerts not sent yet will not be sent.",
  "unsubscribe.button": "Stop these e-mails",
  "unsubscribe.doneText": "You can ask again for any plant from its page, with 'Notify me'.",
  "unsubscribe.stopping": "Stopping...",
  "unsubscribe.continue": "Continue shopping",

  "nursery.meta.title": "Our Partner Nurseries · Vanaushadhi",
  "nursery.meta.description":
    "Meet the family-run nurseries across India that grow Vanaushadhi's Ayurvedic plants: their cities, opening hours and how to reach them.",
  "nursery.heading": "Our Partner Nurseries",
  "nursery.tagline": "Where Ancient Wisdom Takes Root",
  "nursery.closeSearch": "Close search",
  "nursery.search": "Search nurseries",
  "nursery.searchLabel": "Search by nursery, city or state",
  "nursery.placeholder": "Search by Nursery or City...",
  "nursery.shown_one": "{{shown}} of {{count}} nursery shown",
  "nursery.shown_other": "{{shown}} of {{count}} nurseries shown",
  "nursery.soon": "Our partner nurseries will be listed here soon.",
  "nursery.notFound": "Searched Nursery Not Found...!",
  "nursery.city": "City: ",
  "nursery.hours": "Hours: ",

  "about.meta.title": "About Us · Vanaushadhi",
  "about.meta.description":
    "Vanaushadhi was founded in 2025 to bring Ayurvedic plants home: we started with 15 varieties and now offer over 100, grown by partner nurseries across India.",
  "about.eyebrow": "About Us",
  "about.heading": "Healing plants of the forest, for every Indian home",
  "about.intro":
    "Vanaushadhi means the healing plants of the forest. We bring them from India's nurseries to your courtyard, balcony and kitchen window, with the knowledge to grow and use them well.",
  "about.stat.founded": "Founded",
  "about.stat.launch": "Varieties at launch",
  "about.stat.today": "Plants and herbal products today",
  "about.stat.nurseries": "Partner nurseries",
  "about.story": "Our Story",
  "about.story1":
    "Vanaushadhi was founded in 2025 by four friends who missed the tulsi, curry leaf and aloe of their grandparents' courtyards. Buying these plants in the city meant a long trip to a nursery, or a gamble on a seller who could not tell Rama tulsi from Krishna tulsi.",
  "about.story2":
    "We started with 15 varieties, sourced from two family nurseries near Pune and written up with the help of an Ayurvedic physician. Word spread from balcony to balcony, our partner nurseries grew to cities across India, and today we offer over 100 Ayurvedic plants and herbal products, each with its own guide.",
  "about.mission": "Our Mission",
  "about.missionText":
    "To make authentic, healthy Ayurvedic plants easy to buy and easy to grow, and to share the traditional knowledge behind them accurately and responsibly.",
  "about.vision": "Our Vision",
  "about.visionText":
    "A healing garden in every Indian home, and a living network of nurseries that keeps India's medicinal plant heritage growing for the next generation.",
  "about.values": "Our Values",
  "about.value.authenticity": "Authenticity",
  "about.value.authenticityText":
    "Every plant is the true species named on its label, described with the care of a vaidya and the honesty of a botanist.",
  "about.value.sustainability": "Sustainability",
  "about.value.sustainabilityText":
    "Nursery-propagated plants only, never collected from the wild, shipped in recycled paper and coir.",
  "about.value.care": "Care",
  "about.value.careText":
    "Each plant is checked before it leaves the nursery and arrives with a guide to keep it thriving.",
  "about.value.community": "Community",
  "about.value.communityText":
    "We work with family-run nurseries and share what we earn fairly with the growers who raise our plants.",
  "about.team": "Meet the Team",
  "about.member.ananya.role": "Co-founder & CEO",
  "about.member.ananya.bio":
    "Ananya grew up among her grandmother's tulsi and curry-leaf pots in Pune and spent eight years in e-commerce operations before co-founding Vanaushadhi in 2025. She looks after our partner nurseries and makes sure every plant arrives healthy.",
  "about.member.rohan.role": "Co-founder & Head of Ayurveda",
  "about.member.rohan.bio":
    "Rohan is a BAMS graduate from Kerala who practised in Kottakkal before turning to medicinal-plant conservation. He reviews every product description and blog article so that traditional knowledge is shared accurately and responsibly.",
  "about.member.meera.role": "Co-founder & Head of Horticulture",
  "about.member.meera.bio":
    "Meera holds an M.Sc. in horticulture and has run nurseries in Bengaluru and Kochi. She writes our growing guides and tests every plant's care instructions in her own terrace garden.",
  "about.member.vikram.role": "Co-founder & CTO",
  "about.member.vikram.bio":
    "Vikram is a software engineer from Jaipur who builds the shop you are using. He believes buying a plant online should feel as calm and trustworthy as visiting your neighbourhood nursery.",
  "about.portrait": "Portrait of {{name}}",
  "about.gallery": "Our Nursery Gallery",
  "about.galleryText": "The partner nurseries where our plants take root.",
  "about.visit": "Visit our nurseries",
  "about.join": "Would your nursery like to join us? Write to",
  "about.joinEnd": ".",

  "contact.meta.title": "Contact Us · Vanaushadhi",
  "contact.meta.description":
    "Write to Vanaushadhi's customer care, or register a complaint with our Grievance Officer: you get a ticket at once and an answer within 30 days.",
  "contact.heading": "Contact Us",
  "contact.intro":
    "Write or call us about a plant, an order or a delivery, or register a complaint with our Grievance Officer.",
  "contact.care": "Customer care",
  "contact.careText":
    "Questions about a plant, an order or a delivery: we answer within one working day, Monday to Saturday.",
  "contact.officer": "Grievance Officer",
  "contact.officerSoon": "Our Grievance Officer's details will be published here shortly.",
  "contact.rules":
    "As the Consumer Protection (E-Commerce) Rules, 2020 require, we acknowledge every complaint within 48 hours and resolve it within one month.",
  "contact.complaint": "Register a complaint",
  "contact.complaintText":
    "You get a ticket number at once and by e-mail; our Grievance Officer replies within 30 days.",
  "contact.name": "Name",
  "contact.email": "Email",
  "contact.orderNumber": "Order number (optional)",
  "contact.orderPlaceholder": "e.g. 1A2B3C4D",
  "contact.orderChoice": "Which order? (optional)",
  "contact.noOrder": "Not about one order",
  "contact.orderOption": "#{{number}} · {{date}}",
  "contact.message": "Your complaint",
  "contact.submitting": "Submitting...",
  "contact.submit": "Submit complaint",

  "policy.notFound": "Page not found · Vanaushadhi",
  "policy.meta.title": "{{title}} · Vanaushadhi",
  "policy.description.shipping":
    "Where Vanaushadhi delivers, how live plants are packed, and how many working days a parcel takes.",
  "policy.description.returns":
    "Replacements for plants damaged in transit, returns, cancellations and refund timelines.",
  "policy.description.terms": "The terms on which Vanaushadhi sells Ayurvedic plants and herbal products across India.",
  "policy.description.privacy":
    "What personal data Vanaushadhi keeps, why, for how long, and how to reach our Grievance Officer.",
  "policy.contactUs": "Contact Us",
  "policy.customerService": "Customer service",
  "policy.pending":
    "This policy is being written. Until it is published, please ask us anything through our Contact Us page.",
};
