/**
 * The demo's generated reviews: every demo product gets a few, so the shop does not look empty and
 * its rating (the mean of its shown reviews, docs/product/reviews.md#one-rating) is its seeded
 * `rating`. Repeatable: every choice is drawn from the product's slug, never from Math.random.
 */
import { averageRating } from "#domain/review-stats.ts";
import type { PlantSeed, ReviewSeed } from "./types.ts";

type Language = "en" | "hi";

interface Reviewer {
  name: string;
  city: string;
  /** Hindi-speaking customers write in Hindi. */
  language: Language;
}

interface Comment {
  stars: 3 | 4 | 5;
  title: string;
  review: string;
}

const reviewer = (language: Language) => (entry: string) => {
  const [name = "", city = ""] = entry.split(", ");
  return { name, city, language };
};

const REVIEWERS: Reviewer[] = [
  ...[
    "Aditi, Pune",
    "Rohan, Bengaluru",
    "Lakshmi, Chennai",
    "Nikhil, Hyderabad",
    "Shreya, Kolkata",
    "Farhan, Mumbai",
    "Deepa, Kochi",
    "Arvind, Coimbatore",
    "Pooja, Ahmedabad",
    "Siddharth, Panaji",
    "Tanvi, Nagpur",
    "Gurpreet, Chandigarh",
    "Ritika, Gurugram",
    "Vivek, Bhubaneswar",
    "Anjali, Thiruvananthapuram",
    "Manish, Surat",
    "Keerthi, Mysuru",
    "Abhishek, Guwahati",
    "Neha, Delhi",
    "Ravi, Visakhapatnam",
    "Shalini, Mangaluru",
    "Karan, Amritsar",
    "Bhavna, Vadodara",
    "Sourav, Siliguri",
    "Meera, Madurai",
    "Tenzin, Gangtok",
    "Aparna, Shillong",
    "Yusuf, Bhopal",
  ].map(reviewer("en")),
  ...[
    "Sunita, Lucknow",
    "Ramesh, Varanasi",
    "Geeta, Patna",
    "Manoj, Kanpur",
    "Savita, Bhopal",
    "Rajesh, Jaipur",
    "Kamla, Indore",
    "Dinesh, Dehradun",
    "Poonam, Agra",
    "Suresh, Gwalior",
    "Rekha, Prayagraj",
    "Anil, Ranchi",
    "Usha, Raipur",
    "Mahesh, Meerut",
  ].map(reviewer("hi")),
];

/** What customers say of a live plant, by language. */
const PLANT_COMMENTS: Record<Language, Comment[]> = {
  en: [
    {
      stars: 5,
      title: "Arrived healthy",
      review: "Arrived healthy and green, not a single yellow leaf. Repotted it the same evening.",
    },
    {
      stars: 5,
      title: "Superb packing",
      review: "Superb packing: the pot was wrapped tight and the soil was still moist after four days.",
    },
    { stars: 5, title: "New leaves already", review: "Two new leaves within ten days of arrival. Very happy with it." },
    {
      stars: 5,
      title: "Better than the nursery",
      review: "Healthier than what our local nursery sells, and bigger too.",
    },
    {
      stars: 5,
      title: "A lovely gift",
      review: "Sent it to my parents for their anniversary. It reached them in perfect shape.",
    },
    { stars: 5, title: "Growing fast", review: "It has doubled in size in six weeks on my east-facing balcony." },
    {
      stars: 5,
      title: "Care card helped",
      review: "The care card was clear and practical. First plant I have not killed!",
    },
    { stars: 5, title: "Strong roots", review: "Good root ball, settled in without any shock. Recommended." },
    { stars: 5, title: "Exactly as shown", review: "Exactly like the photo, well shaped and bushy." },
    { stars: 5, title: "Third order", review: "My third order here and every plant has survived and thrived." },
    { stars: 5, title: "Healthy and sturdy", review: "Sturdy stem, glossy leaves, no pests. Worth every rupee." },
    {
      stars: 5,
      title: "Survived the monsoon",
      review: "Came through the whole monsoon without trouble and is still putting out shoots.",
    },
    {
      stars: 5,
      title: "Quick delivery",
      review: "Delivered in three days and looked like it had never left the nursery.",
    },
    { stars: 4, title: "Good plant", review: "Good healthy plant, a little smaller than I expected." },
    {
      stars: 4,
      title: "Settled in slowly",
      review: "Dropped two leaves in the first week, then settled in and is growing well.",
    },
    {
      stars: 4,
      title: "Nice, pot is basic",
      review: "The plant is lovely; the plastic pot is basic, so I moved it to terracotta.",
    },
    { stars: 4, title: "Well packed", review: "Well packed and healthy. Delivery took a day longer than promised." },
    { stars: 4, title: "Happy so far", review: "One month in and it is doing fine. Will update after summer." },
    { stars: 4, title: "Decent size", review: "Decent size for the price, and the soil mix drains well." },
    { stars: 3, title: "Small plant", review: "Healthy but quite small. It will take a while to look like the photo." },
    {
      stars: 3,
      title: "Some leaves damaged",
      review: "A few leaves were bruised in transit. It is recovering slowly.",
    },
    { stars: 3, title: "Slow delivery", review: "The plant is fine, but the courier took a week to reach Jammu." },
  ],
  hi: [
    { stars: 5, title: "बढ़िया पौधा", review: "पौधा एकदम हरा-भरा आया, पैकिंग भी बहुत अच्छी थी। धन्यवाद!" },
    {
      stars: 5,
      title: "नई पत्तियाँ आ गईं",
      review: "एक हफ़्ते में ही नई पत्तियाँ निकल आईं। बालकनी में बहुत अच्छा लग रहा है।",
    },
    {
      stars: 5,
      title: "माँ को बहुत पसंद आया",
      review: "माँ के लिए मँगाया था, उन्हें बहुत पसंद आया। मिट्टी भी गीली थी।",
    },
    { stars: 5, title: "पूरी तरह स्वस्थ", review: "पौधा पूरी तरह स्वस्थ पहुँचा, एक भी पत्ता नहीं टूटा।" },
    { stars: 5, title: "फिर से मँगाऊँगा", review: "दूसरी बार ऑर्डर किया है, हर बार पौधा अच्छा निकला।" },
    { stars: 4, title: "अच्छा है", review: "पौधा अच्छा है, बस थोड़ा छोटा है। धीरे-धीरे बढ़ रहा है।" },
    { stars: 4, title: "डिलीवरी थोड़ी देर से", review: "पौधा सही-सलामत आया, पर डिलीवरी में दो दिन ज़्यादा लगे।" },
    { stars: 3, title: "ठीक-ठाक", review: "दो पत्ते पीले हो गए थे, अब सँभल रहा है।" },
  ],
};

/** What customers say of a powder, oil, tea or dried root, by language. */
const PRODUCT_COMMENTS: Record<Language, Comment[]> = {
  en: [
    {
      stars: 5,
      title: "Fresh and fragrant",
      review: "Fresh and fragrant, you can tell it was not sitting in a warehouse for months.",
    },
    { stars: 5, title: "Lovely aroma", review: "The aroma fills the kitchen when I open the pouch. Genuine quality." },
    { stars: 5, title: "Great packaging", review: "Sturdy resealable pack with a clear packing date. Nothing leaked." },
    { stars: 5, title: "Pure, no fillers", review: "Clean and pure, no dust or fillers like the supermarket brands." },
    { stars: 5, title: "Reordering", review: "Finished the first pack and ordered two more. Consistent quality." },
    { stars: 5, title: "Just like home", review: "Reminds me of what my grandmother used to prepare at home." },
    { stars: 5, title: "Excellent quality", review: "Excellent quality for the price. Well sealed and fresh." },
    { stars: 5, title: "Part of my routine", review: "Now part of my daily routine. The freshness is noticeable." },
    { stars: 5, title: "Good batch", review: "Rich colour and strong natural smell, a very good batch." },
    {
      stars: 5,
      title: "Neatly packed",
      review: "Neatly packed in a box with paper padding, reached Bengaluru in two days.",
    },
    { stars: 5, title: "Honest label", review: "The label lists the source and date honestly. I trust this shop." },
    { stars: 5, title: "Gifted to family", review: "Bought extra for my in-laws and they have asked for more." },
    { stars: 5, title: "Worth it", review: "A little pricier than the market, but the freshness makes it worth it." },
    { stars: 4, title: "Good, mild aroma", review: "Good quality, though the aroma is milder than I expected." },
    { stars: 4, title: "Nice but small", review: "Nice product, the pack is smaller than it looks in the picture." },
    { stars: 4, title: "Fresh, slow courier", review: "Fresh and well sealed, the courier was slow though." },
    { stars: 4, title: "Would buy again", review: "Does what I wanted. Would buy again if the price stays the same." },
    { stars: 4, title: "Good value", review: "Good value for money, the freshness date was recent." },
    { stars: 4, title: "Solid", review: "Solid product. A spoon or measure in the pack would help." },
    { stars: 3, title: "Average", review: "Average. The smell is fine but I have had fresher elsewhere." },
    { stars: 3, title: "Pack was dented", review: "The product is fine but the outer pack arrived dented." },
    { stars: 3, title: "Took time to arrive", review: "Quality is okay, it took nine days to reach Port Blair." },
  ],
  hi: [
    { stars: 5, title: "एकदम ताज़ा", review: "एकदम ताज़ा माल है, खुशबू बहुत अच्छी है।" },
    { stars: 5, title: "शुद्ध और अच्छा", review: "शुद्ध और अच्छी क्वालिटी, बाज़ार वाले से कहीं बेहतर।" },
    { stars: 5, title: "पैकिंग बढ़िया", review: "पैकिंग बढ़िया थी, ज़िप वाला पाउच है, कुछ भी नहीं गिरा।" },
    { stars: 5, title: "दादी के नुस्खे जैसा", review: "बिल्कुल वैसा ही जैसा दादी घर पर बनाती थीं।" },
    { stars: 5, title: "फिर से मँगाया", review: "पहला पैकेट ख़त्म होते ही दोबारा मँगाया। हर बार ताज़ा।" },
    { stars: 4, title: "अच्छा है", review: "अच्छा है, बस खुशबू थोड़ी हल्की है।" },
    { stars: 4, title: "दाम थोड़ा ज़्यादा", review: "क्वालिटी अच्छी है पर दाम थोड़ा ज़्यादा लगा।" },
    { stars: 3, title: "ठीक-ठाक", review: "ठीक-ठाक है, डिब्बा थोड़ा दबा हुआ आया।" },
  ],
};

/** A repeatable stream of numbers in [0, 1) from a text (FNV-1a seeding mulberry32). */
function drawsFrom(text: string): () => number {
  let state = 2_166_136_261;
  for (let i = 0; i < text.length; i += 1) state = Math.imul(state ^ text.charCodeAt(i), 16_777_619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Stars for `extra` new reviews that, with the ones already written (`stars` over `count`),
 * make the product's mean its target: from all fives, one star off a drawn review at a time,
 * none below 3, so the set looks like real buyers' rather than a row of identical marks.
 */
function starsFor(target: number, written: { stars: number; count: number }, draw: () => number): number[] {
  const first = 3 + Math.floor(draw() * 7);
  for (let step = 0; step < 7; step += 1) {
    const extra = 3 + ((first - 3 + step) % 7);
    const total = Math.round(target * (written.count + extra)) - written.stars;
    if (total > extra * 5 || total < extra * 3) continue;
    if (averageRating(written.stars + total, written.count + extra) !== target) continue;
    const stars = Array.from({ length: extra }, () => 5);
    for (let off = extra * 5 - total; off > 0; ) {
      const i = Math.floor(draw() * extra);
      if (stars[i]! > 3) {
        stars[i]! -= 1;
        off -= 1;
      }
    }
    return stars;
  }
  throw new Error(`No 3–9 reviews make a mean of ${target}`);
}

/** Takes a not yet taken item of `items`, starting from a drawn one. */
function takeFrom<T>(items: readonly T[], taken: Set<T>, draw: () => number): T | undefined {
  const start = Math.floor(draw() * items.length);
  for (let k = 0; k < items.length; k += 1) {
    const item = items[(start + k) % items.length]!;
    if (!taken.has(item)) {
      taken.add(item);
      return item;
    }
  }
  return undefined;
}

const emailOf = (r: Reviewer) => `${r.name}.${r.city}@example.com`.toLowerCase();

/** One product's generated reviews, after the handwritten ones (`written`) that name it. */
function reviewsOf(plant: PlantSeed, written: readonly ReviewSeed[]): ReviewSeed[] {
  const draw = drawsFrom(plant.slug);
  const pools = plant.care ? PLANT_COMMENTS : PRODUCT_COMMENTS;
  const stars = starsFor(
    plant.rating,
    { stars: written.reduce((sum, r) => sum + r.rating, 0), count: written.length },
    draw,
  );
  const usedComments = new Set<Comment>();
  const usedReviewers = new Set<Reviewer>();
  return stars.map((n) => {
    // About one in three is a Hindi-speaking customer's, unless the Hindi words for these stars are used up.
    const preferred: Language = draw() < 0.3 ? "hi" : "en";
    const languages: Language[] = preferred === "hi" ? ["hi", "en"] : ["en", "hi"];
    const fitting = (lang: Language) => pools[lang].filter((c) => c.stars === n);
    const language = languages.find((lang) => fitting(lang).some((c) => !usedComments.has(c))) ?? "en";
    const comment = takeFrom(fitting(language), usedComments, draw) ?? fitting("en")[0]!;
    const who = takeFrom(
      REVIEWERS.filter((r) => r.language === language),
      usedReviewers,
      draw,
    )!;
    return {
      name: `${who.name}, ${who.city}`,
      email: emailOf(who),
      title: comment.title,
      review: comment.review,
      rating: n,
      recommend: n >= 4,
      plantType: plant.title,
      daysAgo: 3 + Math.floor(draw() * 180),
    };
  });
}

/** Every demo product's generated reviews, so that with the handwritten ones its mean is its `rating`. */
export function generatedReviews(plants: readonly PlantSeed[], written: readonly ReviewSeed[]): ReviewSeed[] {
  return plants.flatMap((p) =>
    reviewsOf(
      p,
      written.filter((r) => r.plantType === p.title),
    ),
  );
}
