/** Demo customer reviews and home-page testimonials. Pure data. */
import type { ReviewSeed, TestimonialSeed } from "./types.ts";

export const reviews: ReviewSeed[] = [
  {
    name: "Priya Sharma",
    email: "priya.sharma@example.com",
    title: "Healthy tulsi, beautifully packed",
    review:
      "The tulsi arrived in perfect condition, wrapped in newspaper with the soil still moist. Two weeks on my balcony in Noida and it has already put out new shoots. My mother was very happy to have a proper Rama tulsi again.",
    rating: 5,
    recommend: true,
    plantType: "Tulsi (Holy Basil)",
    daysAgo: 17,
  },
  {
    name: "Arjun Menon",
    email: "arjun.menon@example.com",
    title: "Curry leaf plant is thriving",
    review:
      "Ordered the curry leaf plant for my flat in Kochi. It was bushier than I expected and the care card was genuinely useful. I have already harvested leaves twice for tadka.",
    rating: 5,
    recommend: true,
    plantType: "Curry Leaf (Kadi Patta)",
    daysAgo: 9,
  },
  {
    name: "Sneha Kulkarni",
    email: "sneha.k@example.com",
    title: "Good plant, slow delivery",
    review:
      "The Ashwagandha plant itself is healthy and has started flowering. Delivery to Nashik took six days, which felt long, and one leaf was broken in transit. Customer support replied quickly though.",
    rating: 3,
    recommend: true,
    plantType: "Ashwagandha",
    daysAgo: 21,
  },
  {
    name: "Rahul Verma",
    email: "rahul.verma@example.com",
    title: "Aloe vera with pups!",
    review:
      "Big, fleshy aloe with three small pups around it, so I effectively got four plants. I use the gel after shaving and it is so much better than the store-bought tubes.",
    rating: 5,
    recommend: true,
    plantType: "Aloe Vera (Ghritkumari)",
    daysAgo: 14,
  },
  {
    name: "Fatima Sheikh",
    email: "fatima.sheikh@example.com",
    title: "Mogra smells heavenly",
    review:
      "My mogra had about ten buds when it arrived and they opened within a week. The whole living room smells of jasmine in the evenings. Will definitely order the Parijat next.",
    rating: 5,
    recommend: true,
    plantType: "Mogra (Arabian Jasmine)",
    daysAgo: 32,
  },
  {
    name: "Karthik Subramanian",
    email: "karthik.s@example.com",
    title: "Fresh, fine Triphala",
    review:
      "The Triphala churna is finely ground and smells fresh, not dusty like some packets. I take half a teaspoon at night in warm water. The kraft pouch reseals well.",
    rating: 4,
    recommend: true,
    plantType: "Triphala Churna",
    daysAgo: 45,
  },
  {
    name: "Ananya Banerjee",
    email: "ananya.b@example.com",
    title: "Neem sapling doing well",
    review:
      "Planted the neem sapling in our society garden in Salt Lake. It survived the move without any leaf drop and has grown almost six inches in a month.",
    rating: 4,
    recommend: true,
    plantType: "Neem",
    daysAgo: 60,
  },
  {
    name: "Harpreet Kaur",
    email: "harpreet.kaur@example.com",
    title: "Lemongrass for my chai",
    review:
      "A big clump of lemongrass, more than I expected for the price. My morning chai has never tasted better. I divided it into two pots already.",
    rating: 5,
    recommend: true,
    plantType: "Lemongrass",
    daysAgo: 27,
  },
  {
    name: "Vikas Gupta",
    email: "vikas.gupta@example.com",
    title: "Snake plant was smaller than pictured",
    review:
      "The snake plant is healthy but noticeably smaller than I imagined from the photo, about ten inches. It is growing fine, so I am not complaining too much.",
    rating: 3,
    recommend: false,
    plantType: "Snake Plant (Murva)",
    daysAgo: 75,
  },
  {
    name: "Meenakshi Iyer",
    email: "meenakshi.iyer@example.com",
    title: "A stunning bonsai",
    review:
      "The banyan bonsai is a real work of art, with aerial roots already forming. It came with a detailed care card. It was a gift for my father's seventieth birthday and he loves it.",
    rating: 5,
    recommend: true,
    plantType: "Banyan Bonsai (Vat Vriksha)",
    daysAgo: 40,
  },
  {
    name: "Rohit Deshmukh",
    email: "rohit.deshmukh@example.com",
    title: "Giloy climbing happily",
    review:
      "The giloy vine has already reached the top of its stick and I have trained it onto my balcony grill. Very vigorous plant.",
    rating: 4,
    recommend: true,
    plantType: "Giloy (Guduchi)",
    daysAgo: 88,
  },
  {
    name: "Divya Reddy",
    email: "divya.reddy@example.com",
    title: "Lovely hair oil",
    review:
      "The Bhringraj oil has a nice herbal smell, not too strong, and it is not sticky. I use it every Sunday before washing my hair. The glass bottle is a nice touch.",
    rating: 4,
    recommend: true,
    plantType: "Bhringraj Hair Oil",
    daysAgo: 18,
  },
  {
    name: "Sanjay Patel",
    email: "sanjay.patel@example.com",
    title: "Grafted amla, great quality",
    review:
      "Sturdy grafted amla with a clear graft joint and a healthy root ball. Planted it in my farmhouse in Anand. The nursery clearly knows what they are doing.",
    rating: 5,
    recommend: true,
    plantType: "Amla (Indian Gooseberry)",
    daysAgo: 110,
  },
  {
    name: "Nisha Agarwal",
    email: "nisha.agarwal@example.com",
    title: "My evening cup",
    review:
      "Tulsi tea has replaced my evening coffee. The pyramid bags are good quality and the flavour is clean and slightly clove-like.",
    rating: 5,
    recommend: true,
    plantType: "Tulsi Tea",
    daysAgo: 6,
  },
  {
    name: "Joseph D'Souza",
    email: "joseph.dsouza@example.com",
    title: "Helpful support team",
    review:
      "I wasn't sure which plants would suit my north-facing flat in Bandra. The team suggested a few shade-loving ones and all of them are doing well three months later.",
    rating: 4,
    recommend: true,
    plantType: "Not specified",
    daysAgo: 96,
  },
  {
    name: "Aisha Khan",
    email: "aisha.khan@example.com",
    title: "Nice shop, a small wish",
    review:
      "Beautiful website and well-packed plants. I only wish there were more options for gift wrapping, as I often send plants to friends.",
    rating: 4,
    recommend: true,
    plantType: "Not specified",
    daysAgo: 120,
  },
];

export const testimonials: TestimonialSeed[] = [
  {
    text: "Vanaushadhi brought my grandmother's courtyard back to my tenth-floor balcony. The tulsi, curry leaf and aloe arrived healthy, and the growing guides actually work in Mumbai's humidity.",
    name: "Kavya Nair",
    title: "Home gardener, Mumbai",
    figure: "woman",
  },
  {
    text: "As an Ayurvedic practitioner I am careful about what I recommend. I appreciate that their descriptions are honest about traditional use and never promise miracle cures.",
    name: "Dr. Suresh Joshi",
    title: "BAMS practitioner, Pune",
    figure: "man",
  },
  {
    text: "We ordered forty saplings of neem, amla and arjuna for our school's green campus drive. Every single one was well packed, and the team helped us plan where to plant them.",
    name: "Ritu Malhotra",
    title: "Principal, Delhi",
    figure: "woman",
  },
];
