/** The demo catalogue's categories, in the finder's order. Pure data: the seeder writes the rows. */
export const DEMO_CATEGORIES = [
  { slug: "medicinal-plants", name: "Medicinal plants", nameHi: "औषधीय पौधे" },
  { slug: "kitchen-herbs", name: "Kitchen herbs and spices", nameHi: "रसोई की जड़ी-बूटियाँ और मसाले" },
  { slug: "flowering-plants", name: "Flowering plants", nameHi: "फूलों वाले पौधे" },
  { slug: "trees", name: "Trees", nameHi: "पेड़" },
  { slug: "herbal-powders", name: "Herbal powders", nameHi: "जड़ी-बूटी चूर्ण" },
  { slug: "roots-and-rhizomes", name: "Roots and rhizomes", nameHi: "जड़ें और कंद" },
  { slug: "herbal-teas", name: "Herbal teas", nameHi: "हर्बल चाय" },
  { slug: "oils-and-preparations", name: "Oils and preparations", nameHi: "तेल और आयुर्वेदिक उत्पाद" },
] as const;

export type CategorySlug = (typeof DEMO_CATEGORIES)[number]["slug"];
