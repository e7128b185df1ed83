/**
 * The demo catalogue: Ayurvedic plants and herbal products with a blog article each.
 * Pure data (no I/O); the seeder turns it into rows and pictures.
 *
 * Wording rule: traditional uses are described as such ("traditionally used to…"),
 * never as cures; product pages suggest consulting a qualified practitioner.
 */
import { DEFAULT_VARIANT_NAME, productFigures, SKU_PATTERN } from "#domain/catalogue/variants.ts";
import type { CategorySlug } from "./categories.ts";
import { HINDI_NAMES } from "./hindi-names.ts";
import { hindiVariantName } from "./hindi-text.ts";
import { type ArticleSeed, type PlantCare, type PlantKind, type PlantSeed, type VariantSeed } from "./types.ts";

type BlogText = Omit<PlantSeed["blog"], "featured">;
type Growing = Pick<BlogText, "soil" | "sunlight" | "water" | "care">;

/** One way a product is sold, in whole rupees; `discount` only where it differs from the product's. */
interface VariantEntry {
  name: string;
  rupees: number;
  stock: number;
  discount?: number;
}

/** What a customer chooses between: pot sizes, or a live plant and its seeds. */
type OptionName = "Pot size" | "Sold as";

/** Sold one way: its one default variant. */
interface SoldOneWay {
  /** List price in whole rupees. */
  rupees: number;
  stock: number;
  option?: never;
  variants?: never;
}

/** Sold as a choice of two or three; the first is the default. */
interface SoldAsAChoice {
  option: OptionName;
  variants: [VariantEntry, VariantEntry, ...VariantEntry[]];
  rupees?: never;
  stock?: never;
}

type Entry = (SoldOneWay | SoldAsAChoice) & {
  slug: string;
  title: string;
  scientificName: string;
  kind: PlantKind;
  category: CategorySlug;
  /** Percent off the list price, of every variant unless the variant says otherwise. */
  discount: number;
  rating: number;
  featured?: boolean;
  /** Whether the plant's blog article is featured. */
  blogFeatured?: boolean;
  description: string;
  blog: BlogText;
};

type LivingEntry = Entry & { care: PlantCare };

// ---------------------------------------------------------------------------
// Living plants
// ---------------------------------------------------------------------------

const livingPlants: LivingEntry[] = [
  {
    slug: "tulsi-holy-basil",
    title: "Tulsi (Holy Basil)",
    scientificName: "Ocimum tenuiflorum",
    kind: "fineleaf",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: true, placement: "Outdoor" },
    option: "Pot size",
    variants: [
      { name: "5-inch pot", rupees: 199, stock: 96 },
      { name: "8-inch pot", rupees: 349, stock: 28 },
      { name: "10-inch pot", rupees: 549, stock: 10 },
    ],
    discount: 10,
    rating: 4.8,
    featured: true,
    blogFeatured: true,
    description:
      "Rama Tulsi, the green-leaved holy basil found in courtyards across India, with a clove-like fragrance and soft, aromatic leaves. In Ayurveda its leaves are traditionally brewed into kadha and teas for the respiratory season. Choose a bushy 8–10 inch plant in a 5-inch nursery pot, a fuller 14–16 inch plant in an 8-inch pot, or a mature 2 ft plant in a 10-inch pot, all grown from seed in our partner nurseries.",
    blog: {
      title: "Tulsi: The Queen of Herbs",
      historicalUse:
        "Tulsi appears in the Charaka Samhita under the name Surasa, listed among herbs that relieve cough and breathlessness. For centuries it has been grown in a raised tulsi vrindavan in the courtyard and worshipped daily, so that nearly every Indian home kept a living pharmacy at its door.",
      physicalHealth:
        "Ayurveda describes Tulsi as warming and pungent, and it is traditionally used to support the respiratory tract and ease seasonal coughs and colds. A few fresh leaves with ginger and honey remain a familiar household remedy, and modern studies have looked at its adaptogenic and antioxidant compounds such as eugenol.",
      mentalHealth:
        "Tulsi is counted among the classic adaptogens, herbs traditionally used to help the body cope with everyday stress. Many people find that a cup of tulsi tea in the evening is a calming ritual, and simply tending the plant each morning is a small, grounding practice.",
      traditionalModernUses:
        "Leaves are chewed fresh, steeped as tea, added to kadha with ginger and black pepper, or offered in puja. Today Tulsi is sold as herbal tea, drops and capsules, and gardeners value it as a pollinator plant that keeps flowering through the warm months.",
      soil: "Use a light, well-drained mix of two parts garden soil, one part compost or vermicompost and one part sand or cocopeat. Tulsi dislikes soggy roots, so make sure the pot has a drainage hole and add a layer of gravel in heavy clay areas.",
      sunlight:
        "Give it at least 4–6 hours of direct sun; an east- or south-facing balcony is ideal. In peak North Indian summer (above 40 °C) light afternoon shade keeps the leaves from scorching.",
      water:
        "Water when the top inch of soil feels dry, usually every day in summer and every 2–3 days in winter. Reduce watering in the monsoon and never let water stand in the saucer.",
      care: "Pinch off the flower spikes (manjari) regularly so the plant stays bushy and keeps producing leaves. Feed with a handful of vermicompost once a month, and protect it from frost and cold winds in North Indian winters by moving it indoors near a bright window.",
    },
  },
  {
    slug: "krishna-tulsi",
    title: "Krishna Tulsi (Shyama Tulsi)",
    scientificName: "Ocimum tenuiflorum (purple form)",
    kind: "fineleaf",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: true, placement: "Outdoor" },
    option: "Sold as",
    variants: [
      { name: "Live plant", rupees: 229, stock: 64 },
      { name: "Seeds, 200", rupees: 59, stock: 140 },
    ],
    discount: 5,
    rating: 4.7,
    description:
      "The purple-stemmed Shyama form of holy basil, with dark green-purple leaves and a sharper, peppery aroma than green Tulsi. Traditionally preferred by many households for kadha and for daily worship. You receive a healthy 8–10 inch plant in a 5-inch nursery pot, or a packet of about 200 seeds to sow in spring or the monsoon.",
    blog: {
      title: "Krishna Tulsi: The Dark-Leaved Holy Basil",
      historicalUse:
        "Krishna or Shyama Tulsi takes its name from the dark complexion of Lord Krishna, and is grown beside green Rama Tulsi in temples and homes. Classical texts describe Surasa in both its light and dark forms, and folk practice holds the purple form to be the more pungent of the two.",
      physicalHealth:
        "Like green Tulsi, it is traditionally used in Ayurveda to support the respiratory system and digestion, and its stronger taste makes it a favourite in winter kadha. Its purple colour comes from anthocyanins, pigments studied for their antioxidant activity.",
      mentalHealth:
        "Holy basil is valued as an adaptogen that may help the body adapt to stress. The ritual of offering water to the Tulsi plant at sunrise, still followed in many families, is itself a quiet, mindful start to the day.",
      traditionalModernUses:
        "Leaves are used fresh in teas, decoctions and chutneys, and dried for herbal blends. Gardeners grow it for its striking colour, and it pairs beautifully with green Tulsi in a single large planter.",
      soil: "A loose, fertile, well-drained potting mix of garden soil, compost and sand in equal parts suits it well. Avoid heavy, water-retaining soil, which causes root rot in the monsoon.",
      sunlight:
        "Full sun for 5–6 hours brings out the deepest purple colour. In very shaded spots the leaves turn greener and the plant becomes leggy.",
      water:
        "Keep the soil lightly moist but never waterlogged; water when the top inch is dry. In winter, water sparingly in the morning so the soil does not stay cold and wet overnight.",
      care: "Pinch the growing tips and flower spikes every week or two to encourage branching. Feed monthly with compost or diluted liquid seaweed, and move the pot to a sheltered spot during frosty North Indian nights.",
    },
  },
  {
    slug: "vana-tulsi",
    title: "Vana Tulsi (Wild Basil)",
    scientificName: "Ocimum gratissimum",
    kind: "broadleaf",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: true, placement: "Outdoor" },
    rupees: 199,
    discount: 15,
    stock: 42,
    rating: 4.5,
    description:
      "Vana Tulsi, the tall 'forest' basil native to India and Africa, with large lemony-clove scented leaves and a shrubby habit. It is traditionally used in steam inhalations and herbal teas. You receive a vigorous 10–12 inch plant in a 6-inch nursery pot.",
    blog: {
      title: "Vana Tulsi: The Forest Basil",
      historicalUse:
        "Vana Tulsi grows wild in the forests and wastelands of India and was gathered by village healers long before it was cultivated. It is one of the three Tulsis (with Rama and Krishna) traditionally blended in many Ayurvedic Tulsi preparations.",
      physicalHealth:
        "Its leaves are rich in eugenol and thymol and are traditionally used in steam inhalation and decoctions during colds. In folk practice a leaf paste is also applied to minor insect bites.",
      mentalHealth:
        "The strong, clean aroma of the crushed leaves is refreshing, and a few leaves in a bowl of hot water make a simple aromatic steam that many find clearing and calming after a long day. Keep a plant by the kitchen door and you will find yourself reaching for a leaf almost every day.",
      traditionalModernUses:
        "Used fresh in teas and kadha, dried in herbal blends, and distilled for its essential oil. In the garden it makes an excellent fragrant hedge and attracts bees throughout the year.",
      soil: "Vana Tulsi is hardy and grows in most well-drained soils, from red laterite to sandy loam. In pots use garden soil with one-third compost and some sand.",
      sunlight:
        "It prefers full sun and tolerates the hottest Indian summers better than other basils. Half a day of direct sun is the minimum for a compact plant.",
      water:
        "Water deeply when the top two inches of soil are dry. Once established in the ground it is quite drought tolerant.",
      care: "Prune it back by a third after each flush of flowering to keep it bushy, and remove woody stems every spring. It can grow over a metre tall, so repot into a 12-inch container after a year.",
    },
  },
  {
    slug: "kapoor-tulsi",
    title: "Kapoor Tulsi (Camphor Basil)",
    scientificName: "Ocimum kilimandscharicum",
    kind: "fineleaf",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 249,
    discount: 10,
    stock: 38,
    rating: 4.6,
    description:
      "Kapoor Tulsi is a perennial basil whose soft, grey-green leaves smell strongly of camphor. It is grown near windows and doorways for its fragrance and traditionally used in steam inhalations. You receive a well-branched 8–10 inch plant in a 5-inch nursery pot.",
    blog: {
      title: "Kapoor Tulsi: Basil That Smells of Camphor",
      historicalUse:
        "Introduced to India from East Africa, Camphor Basil was taken up by Ayurvedic growers because of its high camphor content. It is now cultivated in parts of Uttar Pradesh and the Deccan for its oil and is often grown alongside traditional Tulsi.",
      physicalHealth:
        "The leaves are traditionally used in steam inhalation and chest rubs during seasonal colds. Its camphor-rich oil is also used in some Ayurvedic balms for muscle aches.",
      mentalHealth:
        "The cooling, camphor aroma released when you brush past the plant is invigorating and helps many people feel fresher on humid days. Many families keep a pot near the main door so that its scent greets everyone who comes home.",
      traditionalModernUses:
        "Gardeners keep it on balconies as a fragrant, mosquito-deterring plant. Its essential oil is distilled for balms, and dried leaves go into herbal sachets.",
      soil: "Plant in a light, well-drained mix with plenty of compost. It dislikes heavy clay; add coarse sand or perlite if your soil stays wet.",
      sunlight: "Full sun to light shade. Five or more hours of sun keeps the growth compact and aromatic.",
      water:
        "Water when the topsoil is dry to the touch, roughly every other day in summer. Let the pot drain fully; it is sensitive to root rot in the monsoon.",
      care: "Prune regularly to stop it becoming woody, and harvest leaves from the tips. Being a perennial, it benefits from a fresh layer of compost every spring and protection from frost in winter.",
    },
  },
  {
    slug: "ashwagandha",
    title: "Ashwagandha",
    scientificName: "Withania somnifera",
    kind: "broadleaf",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Low", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    option: "Sold as",
    variants: [
      { name: "Live plant", rupees: 249, stock: 72 },
      { name: "Seeds, 100", rupees: 79, stock: 120 },
    ],
    discount: 12,
    rating: 4.7,
    featured: true,
    blogFeatured: true,
    description:
      "Ashwagandha, or Indian winter cherry, is a hardy shrub whose roots are among the most valued rasayana herbs in Ayurveda. Grow your own and watch its small green flowers turn into bright orange-red berries inside papery husks. You receive a sturdy 6–8 inch plant in a 5-inch nursery pot, or a packet of about 100 seeds to sow in the monsoon.",
    blog: {
      title: "Ashwagandha: Strength of the Horse",
      historicalUse:
        "Its Sanskrit name means 'smell of the horse', referring both to the scent of the fresh root and to the strength it was believed to give. The Charaka Samhita lists Ashwagandha among the balya (strength-promoting) and rasayana (rejuvenating) herbs, and it has been used for over three thousand years.",
      physicalHealth:
        "The root powder is traditionally taken with warm milk and ghee to support strength, stamina and healthy sleep. Modern research has focused on its withanolides, and some clinical studies suggest it may support muscle recovery, though anyone with a medical condition should consult a practitioner first.",
      mentalHealth:
        "Ashwagandha is best known today as an adaptogen that may help the body manage stress. It is traditionally used to calm vata and to support restful sleep, which is reflected in its species name somnifera, 'sleep-bearing'.",
      traditionalModernUses:
        "Dried roots are ground into churna, cooked into medicated ghee, or made into Ashwagandharishta. Modern forms include capsules, gummies and 'moon milk' blends; at home the plant is also grown simply for its ornamental berries.",
      soil: "It thrives in sandy loam or light red soil with excellent drainage and a slightly alkaline pH. In pots use a mix of garden soil, sand and compost in equal parts.",
      sunlight:
        "Ashwagandha loves full sun and dry heat; give it 6+ hours of direct light. It is naturally grown in the dry regions of Madhya Pradesh and Rajasthan.",
      water:
        "Water moderately and let the soil dry out between waterings. Overwatering and monsoon waterlogging are the main causes of failure, so keep potted plants under cover during heavy rains.",
      care: "Feed lightly with compost; rich feeding gives leaves at the expense of roots. Roots are harvested 150–180 days after sowing, when the leaves start to yellow and the berries ripen, usually in winter.",
    },
  },
  {
    slug: "neem",
    title: "Neem",
    scientificName: "Azadirachta indica",
    kind: "tree",
    category: "trees",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    option: "Pot size",
    variants: [
      { name: "6-inch pot", rupees: 299, stock: 88 },
      { name: "10-inch pot", rupees: 549, stock: 20 },
    ],
    discount: 0,
    rating: 4.6,
    featured: true,
    blogFeatured: true,
    description:
      "Neem is the village pharmacy of India: a fast-growing, evergreen tree whose bitter leaves, bark, twigs and seed oil are all used in traditional practice. Start it in a large pot and move it to the garden after a year. Choose a healthy 12–15 inch sapling in a 6-inch nursery pot, or a sturdy 2.5–3 ft plant in a 10-inch pot.",
    blog: {
      title: "Neem: The Village Pharmacy",
      historicalUse:
        "Neem, Nimba in Sanskrit, is described in the Charaka and Sushruta Samhitas as bitter and cooling, and is recommended for skin conditions and for purifying the blood. Its twigs, the datun, were the Indian toothbrush for centuries, and neem leaves are still hung at doorways during Gudi Padwa and Ugadi.",
      physicalHealth:
        "Neem is traditionally used to support healthy skin and gums; a bath with neem-leaf water and neem-twig brushing are age-old practices. Its leaves are very bitter and should be taken internally only on the advice of a practitioner.",
      mentalHealth:
        "Sitting in the dense, cool shade of a neem tree on a summer afternoon is a cherished part of Indian life. Its clean, bitter scent is associated with freshness and renewal at the start of the new year.",
      traditionalModernUses:
        "Neem oil from the seeds is used in soaps, hair oils and as a gentle organic pesticide; neem cake is a widely used soil conditioner. Leaves are dried and stored with grains and woollens to keep insects away.",
      soil: "Neem tolerates poor, rocky and even slightly saline soils but needs good drainage. In a pot use garden soil with one-quarter compost and some sand.",
      sunlight: "Full sun. It is one of the most heat-tolerant trees in India and thrives even at 45 °C.",
      water:
        "Water young saplings twice a week in summer and weekly in winter. Established trees in the ground survive on rainfall alone in most of India.",
      care: "Young neem is sensitive to frost, so protect it in its first North Indian winter. Transplant into the ground before it outgrows a 12-inch pot, at least 5 metres from buildings, and shape it with light pruning after the monsoon.",
    },
  },
  {
    slug: "brahmi",
    title: "Brahmi",
    scientificName: "Bacopa monnieri",
    kind: "fineleaf",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "High", careLevel: "Easy", petSafe: false, placement: "Indoor or outdoor" },
    option: "Pot size",
    variants: [
      { name: "5-inch pot", rupees: 199, stock: 66 },
      { name: "8-inch pot", rupees: 349, stock: 20 },
    ],
    discount: 5,
    rating: 4.7,
    featured: true,
    blogFeatured: true,
    description:
      "Brahmi, or water hyssop, is a creeping herb with small succulent leaves and pale white flowers that loves wet feet. In Ayurveda it is one of the best known medhya (intellect-promoting) herbs. Choose a lush, trailing clump in a 5-inch nursery pot or a wide clump in an 8-inch pot, ideal for a tray of water or a bog garden.",
    blog: {
      title: "Brahmi: The Herb of Clear Thinking",
      historicalUse:
        "The Charaka Samhita lists Brahmi among the medhya rasayanas, herbs that nourish memory and intellect, and it was traditionally given to students memorising the Vedas. Its name links it to Brahma, the creator, and to Brahman, universal consciousness.",
      physicalHealth:
        "Brahmi is cooling and is traditionally used in hair oils to soothe the scalp and in tonics for general well-being. Fresh leaf juice is taken in small amounts in some households; larger doses should only be taken on a practitioner's advice.",
      mentalHealth:
        "Brahmi is traditionally used to support memory, focus and a calm mind. Several modern clinical studies on standardised Bacopa extracts have reported improvements in memory over weeks of use, which has made it popular worldwide.",
      traditionalModernUses:
        "Used as Brahmi ghrita (medicated ghee), Brahmi oil for the head, powder, syrup and fresh leaf chutney. Aquarium keepers also grow it as an easy underwater plant.",
      soil: "Use rich, moisture-retentive soil: garden soil with plenty of compost or well-rotted cow dung. Brahmi is a marsh plant and does not need sandy, fast-draining soil.",
      sunlight:
        "Bright light with 3–5 hours of morning sun is ideal. In harsh afternoon sun the leaves bleach unless the soil stays wet.",
      water:
        "Keep the soil constantly moist or stand the pot in a tray with 1–2 cm of water. Change the tray water weekly to avoid mosquito breeding.",
      care: "Trim trailing stems often to keep the clump dense; the cuttings root easily in water. Feed monthly with liquid compost and divide the clump every year.",
    },
  },
  {
    slug: "giloy",
    title: "Giloy (Guduchi)",
    scientificName: "Tinospora cordifolia",
    kind: "vine",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    option: "Pot size",
    variants: [
      { name: "6-inch pot", rupees: 249, stock: 58 },
      { name: "8-inch pot", rupees: 399, stock: 20 },
    ],
    discount: 20,
    rating: 4.6,
    featured: true,
    description:
      "Giloy is a climbing vine with heart-shaped leaves and succulent stems that can sprout aerial roots and climb neighbouring trees. Its stem is one of the most used herbs in Ayurveda, especially during the monsoon. Choose a 12–15 inch rooted vine on a support stick in a 6-inch nursery pot, or a 3 ft vine on a bamboo support in an 8-inch pot.",
    blog: {
      title: "Giloy: The Root of Immortality",
      historicalUse:
        "Called Amrita, 'nectar of immortality', Guduchi is praised in the Charaka Samhita as a rasayana and as one of the foremost herbs for fevers. Legend says it grew where drops of amrita fell during the churning of the ocean.",
      physicalHealth:
        "Giloy stem is traditionally used to support immunity and the body's response to seasonal fevers, usually as a decoction or powder. It should not replace medical treatment, and people with autoimmune conditions or liver concerns should consult a doctor before use.",
      mentalHealth:
        "Ayurveda classes Guduchi as a tridoshic rasayana that restores balance and vitality after illness. Many people find the daily ritual of preparing a simple giloy-tulsi kadha steadying during the rainy season.",
      traditionalModernUses:
        "The stem is made into kadha, satva (starch extract), churna and tablets. In gardens it is grown on a neem tree, because giloy climbing neem (Neem Giloy) is traditionally considered the most potent.",
      soil: "Giloy grows in almost any soil, but a loamy, well-drained mix with compost gives the fastest growth. In pots use garden soil and compost in a 2:1 ratio.",
      sunlight: "It grows well in full sun to partial shade. A balcony railing or fence with morning sun is perfect.",
      water:
        "Water twice a week in summer and once a week in winter. The succulent stems store water, so it tolerates short dry spells.",
      care: "Give it a sturdy support, trellis or tree to climb, as it can grow several metres in a season. Stem cuttings as thick as a finger root easily in the monsoon; harvest mature stems rather than young green ones.",
    },
  },
  {
    slug: "aloe-vera",
    title: "Aloe Vera (Ghritkumari)",
    scientificName: "Aloe vera",
    kind: "succulent",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Indoor or outdoor" },
    option: "Pot size",
    variants: [
      { name: "5-inch pot", rupees: 199, stock: 110 },
      { name: "8-inch pot", rupees: 399, stock: 30 },
    ],
    discount: 10,
    rating: 4.8,
    featured: true,
    description:
      "A thick-leaved, easy-care Aloe vera with plump, gel-filled leaves, ready for your windowsill or balcony. Ghritkumari is traditionally used in Ayurveda for skin care and as a cooling juice. Choose a healthy 8–10 inch plant with 6–8 leaves in a 5-inch nursery pot, or a mature 14–16 inch plant with pups in an 8-inch pot.",
    blog: {
      title: "Aloe Vera: The Plant of Immortality",
      historicalUse:
        "Known in Sanskrit as Kumari, 'the young maiden', aloe is described in Ayurvedic texts as cooling and rejuvenating, and was used on wounds and burns. Traders carried it across the Indian Ocean, and it has grown in Indian courtyards for centuries.",
      physicalHealth:
        "Fresh aloe gel is traditionally applied to soothe sunburn, minor cuts and dry skin. Aloe juice is taken in small amounts for digestion in some traditions, but the yellow latex under the skin is a strong laxative and should be drained off before use.",
      mentalHealth:
        "Caring for a resilient plant that asks for little is a gentle confidence-builder for new gardeners. Aloe is also one of the plants traditionally kept indoors to freshen a room.",
      traditionalModernUses:
        "Used in Kumaryasava, face packs, hair masks and home-made gels. Today aloe is found in countless creams, shampoos and after-sun products.",
      soil: "Use a gritty, fast-draining succulent mix: one part garden soil, one part coarse sand and one part cocopeat or perlite. A terracotta pot helps the soil dry quickly.",
      sunlight:
        "Bright light with 4–6 hours of sun. In peak summer give it afternoon shade, as scorching sun turns the leaves brown-red.",
      water:
        "Water deeply only when the soil is completely dry, about once a week in summer and every 2–3 weeks in winter. Keep it sheltered from continuous monsoon rain.",
      care: "Harvest the outer, mature leaves first by cutting close to the base. Remove and repot the baby plants (pups) that appear around the base, and feed only once or twice a year.",
    },
  },
  {
    slug: "shatavari",
    title: "Shatavari",
    scientificName: "Asparagus racemosus",
    kind: "fineleaf",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "Medium", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 279,
    discount: 10,
    stock: 46,
    rating: 4.6,
    featured: true,
    description:
      "Shatavari is a graceful, feathery climbing asparagus with fine needle-like leaves, tiny fragrant white flowers and a cluster of tuberous roots. It is a celebrated rasayana for women in Ayurveda. You receive a 10–12 inch plant in a 6-inch nursery pot.",
    blog: {
      title: "Shatavari: The Queen of Herbs for Women",
      historicalUse:
        "Shatavari, 'she who possesses a hundred roots', is mentioned in the Charaka Samhita and the Ashtanga Hridaya as a rasayana and as a herb that supports lactation. It has long been given to new mothers in Indian households.",
      physicalHealth:
        "The roots are traditionally used to support female reproductive health through all stages of life, and as a cooling, nourishing tonic for digestion. Pregnant and breastfeeding women should use it only with their doctor's guidance.",
      mentalHealth:
        "Ayurveda describes Shatavari as pacifying pitta and vata, and as a herb that promotes calm and contentment. Its soft, feathery foliage also makes it a soothing presence on a balcony.",
      traditionalModernUses:
        "The roots are dried into powder, cooked into Shatavari ghrita and made into Shatavari kalpa (a granule with milk). The foliage is used by florists in bouquets.",
      soil: "Plant in loose, deep, well-drained loam with plenty of compost so the tubers can swell. Use a deep pot of at least 10 inches for the long-term plant.",
      sunlight:
        "Partial shade to full sun. It grows naturally at forest edges, so morning sun with afternoon shade is ideal in hot regions.",
      water:
        "Water regularly in summer, allowing the topsoil to dry slightly between waterings. The tubers rot in waterlogged soil, so reduce watering in the monsoon.",
      care: "Give it a trellis or railing to climb. Roots are harvested after 18–24 months; until then, feed every two months with compost and remove dry stems.",
    },
  },
  {
    slug: "amla",
    title: "Amla (Indian Gooseberry)",
    scientificName: "Phyllanthus emblica",
    kind: "tree",
    category: "trees",
    care: { light: "Full sun", water: "Low", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 449,
    discount: 10,
    stock: 40,
    rating: 4.7,
    featured: true,
    blogFeatured: true,
    description:
      "A grafted Amla plant of a proven fruiting variety (NA-7 or Banarasi, depending on season), which can bear its sour, vitamin C-rich fruit within 3–4 years. Amalaki is one of the most revered fruits in Ayurveda. You receive a 1.5–2 ft grafted sapling in an 8-inch nursery bag.",
    blog: {
      title: "Amla: The Nurse of Ayurveda",
      historicalUse:
        "Amalaki is praised in the Charaka Samhita as the best of the rejuvenating herbs and is the main ingredient of Chyawanprash, the tonic said to have restored the youth of the sage Chyavana. Amla trees are worshipped during Amla Navami in the month of Kartik.",
      physicalHealth:
        "The fruit is one of the richest natural sources of vitamin C and is traditionally used to support digestion, immunity, skin and hair. Ayurveda values it because it balances all three doshas and is cooling despite its sourness.",
      mentalHealth:
        "As a medhya rasayana, Amalaki is traditionally used to nourish the mind and senses. Sharing fresh amla with salt and chilli on a winter afternoon is also one of the small joys of the Indian season.",
      traditionalModernUses:
        "Eaten fresh, as murabba, pickle, candy and juice, and dried into powder for Triphala and hair packs. Amla oil remains one of India's best-selling hair oils.",
      soil: "Amla is hardy and grows in light to medium soils, including slightly saline or alkaline land, but needs good drainage. For a pot, use garden soil with one-third compost and a handful of sand.",
      sunlight: "Full sun is essential for flowering and fruiting. Choose the sunniest spot in your garden or terrace.",
      water:
        "Water young plants twice a week in summer. Established trees are drought tolerant but fruit better with a deep watering every 10–15 days in the dry months.",
      care: "Plant in the ground or a 20-inch container within the first year. Remove shoots growing from below the graft joint, feed with compost and neem cake before the monsoon, and prune lightly after harvest in winter.",
    },
  },
  {
    slug: "arjuna",
    title: "Arjuna",
    scientificName: "Terminalia arjuna",
    kind: "tree",
    category: "trees",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 349,
    discount: 0,
    stock: 34,
    rating: 4.5,
    description:
      "Arjuna is a tall, riverside tree with smooth, pale bark that peels in flakes. Its bark is the best-known heart tonic in Ayurveda. You receive a 12–18 inch sapling in a 6-inch nursery bag, ready to plant in the ground.",
    blog: {
      title: "Arjuna: The Guardian of the Heart",
      historicalUse:
        "Physicians of ancient India, notably Vagbhata in the Ashtanga Hridaya, recommended Arjuna bark for the heart. The tree is named after the Pandava hero Arjuna and is common along rivers and streams across the Deccan and North India.",
      physicalHealth:
        "The bark is traditionally used as a tonic for the heart and circulation, usually as a milk decoction (ksheerapaka). Modern research has studied its flavonoids and tannins, but it must never replace prescribed heart medication.",
      mentalHealth:
        "In Ayurvedic thought the heart is the seat of ojas and emotion, and Arjuna is traditionally used to strengthen it. Planting a long-lived tree is also a lasting, hopeful act.",
      traditionalModernUses:
        "Bark is used as powder, arjuna ksheerapaka, Arjunarishta and capsules. The leaves feed the tasar silkworm, making Arjuna important to tribal silk farmers of Jharkhand and Chhattisgarh.",
      soil: "Arjuna prefers deep, moist, alluvial or loamy soil, like the riverbanks where it grows naturally. It tolerates clay as long as water does not stand for long.",
      sunlight: "Full sun. Young saplings appreciate light shade in their first summer.",
      water:
        "Water young trees twice a week during summer; they like consistently moist soil. Mature trees need watering only during long dry spells.",
      care: "Arjuna grows into a large tree of 20 metres or more, so plant it in open ground away from walls and pipes. Stake young saplings against wind and mulch the base with leaves.",
    },
  },
  {
    slug: "guggul",
    title: "Guggul",
    scientificName: "Commiphora wightii",
    kind: "tree",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Low", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 399,
    discount: 15,
    stock: 22,
    rating: 4.3,
    description:
      "Guggul is a thorny, slow-growing desert shrub from Rajasthan and Gujarat whose fragrant gum resin is central to many Ayurvedic formulations. It is listed as threatened in the wild, so growing it at home helps conserve it. You receive a 10–12 inch nursery-propagated plant in a 6-inch pot.",
    blog: {
      title: "Guggul: The Resin of the Desert",
      historicalUse:
        "The Sushruta Samhita describes guggulu as a key remedy for obesity and joint disorders, and classic formulations such as Yogaraja Guggulu and Kaishore Guggulu are still widely used. The resin has also been burnt as incense in temples for thousands of years.",
      physicalHealth:
        "Purified guggul resin is traditionally used to support healthy joints and metabolism. Raw resin is not used directly; it is always purified (shodhana) and taken under a practitioner's guidance.",
      mentalHealth:
        "Burning guggul resin produces a warm, balsamic smoke long used to purify the air of homes and temples and to create a calm atmosphere for prayer. In Ayurveda the resin is also valued for clearing heaviness, and its aroma is part of evening prayers in many Rajasthani homes.",
      traditionalModernUses:
        "Resin is tapped from the bark and used in tablets, incense and dhoop. Conservation projects in Rajasthan now promote nursery-raised plants to reduce pressure on wild stands.",
      soil: "Guggul needs sandy or rocky, extremely well-drained soil. Mix garden soil with an equal amount of coarse sand and add some gravel at the bottom of the pot.",
      sunlight: "Full, strong sun. It is a plant of hot, arid regions and sulks in shade.",
      water:
        "Water sparingly, only when the soil is completely dry. Overwatering is the most common cause of failure, especially in humid coastal cities.",
      care: "It grows slowly and needs very little feeding; a handful of compost in spring is enough. Keep it under shelter during heavy monsoon rain and handle it with gloves because of its thorns.",
    },
  },
  {
    slug: "haritaki",
    title: "Haritaki",
    scientificName: "Terminalia chebula",
    kind: "tree",
    category: "trees",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 349,
    discount: 10,
    stock: 27,
    rating: 4.4,
    description:
      "Haritaki, the black myrobalan, is a deciduous tree whose wrinkled fruits are called the 'king of medicines' in Tibetan tradition. It is one of the three fruits of Triphala. You receive a 12–15 inch sapling in a 6-inch nursery bag.",
    blog: {
      title: "Haritaki: The King of Medicines",
      historicalUse:
        "The Charaka Samhita opens its chapter on rasayana with Haritaki, and the Medicine Buddha is traditionally shown holding its fruit. It is said to have seven varieties, each named after the region where it grew.",
      physicalHealth:
        "Haritaki is traditionally used to support regular digestion and elimination, and is the gentle 'cleansing' fruit in Triphala. Pregnant women and people who are weak or dehydrated are traditionally advised to avoid it.",
      mentalHealth:
        "Ayurveda regards a clear digestion as the basis of a clear mind, and Haritaki is traditionally described as sharpening the intellect and senses. Tibetan physicians call it the king of medicines, and it is often depicted in the hand of the Medicine Buddha as a symbol of healing.",
      traditionalModernUses:
        "The dried fruit is powdered for Triphala and Abhayarishta, chewed after meals, and used as a natural dye and tanning agent. Its fruit was once a trade commodity shipped from India to Persia and China.",
      soil: "Grows best in deep, well-drained loam or laterite soil. It tolerates poor, gravelly soils once established.",
      sunlight: "Full sun to light shade. It naturally grows in dry deciduous forests of central and southern India.",
      water:
        "Water young saplings regularly in the first two summers. After that it needs watering only during prolonged drought.",
      care: "Plant out in the ground after the first monsoon. It is slow to start but long-lived; mulch the base, remove weeds and protect from grazing animals.",
    },
  },
  {
    slug: "bibhitaki",
    title: "Bibhitaki",
    scientificName: "Terminalia bellirica",
    kind: "tree",
    category: "trees",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 349,
    discount: 5,
    stock: 24,
    rating: 4.3,
    description:
      "Bibhitaki, the beleric myrobalan, is a tall deciduous tree with round, velvety fruits and a fine, spreading crown. Its fruit is the third member of Triphala. You receive a 12–15 inch sapling in a 6-inch nursery bag.",
    blog: {
      title: "Bibhitaki: The Fruit That Keeps Away Disease",
      historicalUse:
        "Its Sanskrit name means 'that which keeps one fearless of disease'. Bibhitaki is described in the Charaka Samhita for cough and voice, and together with Amalaki and Haritaki forms Triphala, the most famous of Ayurvedic formulations.",
      physicalHealth:
        "The fruit rind is traditionally used to support the throat and respiratory tract and to balance kapha. In Triphala it contributes an astringent quality that complements the other two fruits.",
      mentalHealth:
        "In folk belief the Bibhitaki tree was thought to be a dwelling place of spirits and people avoided sitting under it. Today it is simply a handsome shade tree and a reminder of how plant lore shaped Indian villages.",
      traditionalModernUses:
        "Dried fruit is powdered for Triphala and Talisadi churna, and the kernel oil is used on hair in some regions. The timber is used for packing cases and light construction.",
      soil: "Prefers deep, well-drained loamy or sandy soil. It will not tolerate waterlogging.",
      sunlight: "Full sun. It grows quickly in open ground once established.",
      water:
        "Water young trees weekly in summer. Mature trees rely on monsoon rainfall and need little extra watering.",
      care: "Plant in a large pit filled with compost at the start of the monsoon. Protect the young stem from cattle and frost, and prune only dead branches.",
    },
  },
  {
    slug: "moringa",
    title: "Moringa (Drumstick Tree)",
    scientificName: "Moringa oleifera",
    kind: "tree",
    category: "trees",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: true, placement: "Outdoor" },
    option: "Pot size",
    variants: [
      { name: "6-inch pot", rupees: 249, stock: 80 },
      { name: "10-inch pot", rupees: 449, stock: 20 },
    ],
    discount: 15,
    rating: 4.6,
    description:
      "The drumstick tree, grown across India for its long pods and tender, nutritious leaves. A fast grower of the PKM-1 type that can bear pods within its first year. Choose a 12–18 inch sapling in a 6-inch nursery pot, or a 3 ft plant in a 10-inch pot.",
    blog: {
      title: "Moringa: The Miracle Tree of the Indian Kitchen",
      historicalUse:
        "Shigru, as moringa is called in Sanskrit, is described in the Sushruta Samhita for swelling and for clearing kapha. Its pods have been cooked in sambar, curries and dal across South India for generations.",
      physicalHealth:
        "Moringa leaves are rich in protein, iron, calcium and vitamins, and are traditionally fed to new mothers and children in many regions. In Ayurveda the bark and root are used externally, and only under guidance, because they are strongly heating.",
      mentalHealth:
        "A moringa tree in the backyard is a symbol of self-sufficiency: a few minutes of picking leaves for dinner is a simple, satisfying ritual. Its lacy, fast-growing canopy also brings dappled shade and visiting birds to even a small courtyard.",
      traditionalModernUses:
        "Pods go into sambar and avial, leaves into thoran, parathas and dal, and flowers are fried as fritters. Moringa leaf powder is now exported worldwide as a superfood.",
      soil: "Moringa grows in almost any well-drained soil, from sandy to red loam. In a container use a 20-inch pot with garden soil, sand and compost.",
      sunlight: "Full sun; the more heat and light, the better it grows. It is ideal for terraces in hot regions.",
      water:
        "Water deeply once or twice a week in summer. It is drought tolerant but drops leaves when it is too dry; never let water stand around the roots.",
      care: "Pinch the top when the plant is about 3 feet tall to make it branch, and cut back by half after each harvest season to keep it manageable. It does not tolerate frost, so protect young plants in North Indian winters.",
    },
  },
  {
    slug: "curry-leaf",
    title: "Curry Leaf (Kadi Patta)",
    scientificName: "Murraya koenigii",
    kind: "fineleaf",
    category: "kitchen-herbs",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    option: "Pot size",
    variants: [
      { name: "5-inch pot", rupees: 179, stock: 102 },
      { name: "8-inch pot (2 ft)", rupees: 449, stock: 18, discount: 12 },
    ],
    discount: 10,
    rating: 4.8,
    featured: true,
    description:
      "The kitchen essential of South and West India: a small aromatic tree whose fresh leaves make every tadka come alive. Home-grown leaves are far more fragrant than market bunches. Choose a bushy 10–12 inch plant in a 5-inch nursery pot, or a well-established, two-year-old plant about 2 ft tall in an 8-inch pot, ready for regular harvesting if you cook with kadi patta every day.",
    blog: {
      title: "Curry Leaf: The Fragrance of the Tadka",
      historicalUse:
        "Known as Kaidarya or Surabhinimba in Ayurvedic texts, curry leaf was used for digestion long before it became a kitchen staple. In Tamil Nadu and Kerala a curry leaf tree grows in almost every backyard.",
      physicalHealth:
        "Curry leaves are traditionally used to support digestion and appetite, and fresh leaves are chewed on an empty stomach in some homes. They are a good source of antioxidants and are widely used in hair oils.",
      mentalHealth:
        "The sizzle and aroma of curry leaves in hot oil is one of the most comforting smells of the Indian kitchen. Picking them fresh from your own plant makes cooking a small daily pleasure.",
      traditionalModernUses:
        "Used in tadka, chutneys, podis and buttermilk, and boiled in coconut oil as a home-made hair oil. Dried leaves are ground into spice powders.",
      soil: "Use a well-drained, slightly acidic mix of garden soil, compost and sand. Curry leaf is prone to root rot in heavy, wet soil.",
      sunlight: "Full sun to partial shade. At least 4–5 hours of direct sun gives dense, dark leaves.",
      water: "Water when the top inch of soil is dry. In winter, when it grows slowly, water much less.",
      care: "Pinch the tips and harvest whole stems rather than single leaves to make it bushy. Feed monthly with compost, a little buttermilk or diluted rice water, and remove the flowers to keep leaves coming. It sheds leaves in North Indian winters and regrows in spring.",
    },
  },
  {
    slug: "lemongrass",
    title: "Lemongrass",
    scientificName: "Cymbopogon citratus",
    kind: "grass",
    category: "kitchen-herbs",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    option: "Pot size",
    variants: [
      { name: "5-inch pot", rupees: 149, stock: 115 },
      { name: "8-inch pot", rupees: 249, stock: 40 },
    ],
    discount: 0,
    rating: 4.7,
    featured: true,
    description:
      "A fragrant clump of lemongrass with long, arching blades that smell of fresh lemon when crushed. Perfect for chai, soups and herbal teas. Choose a healthy, multi-stem clump in a 5-inch nursery pot, or a large clump ready to harvest in an 8-inch pot.",
    blog: {
      title: "Lemongrass: Citrus Freshness Without the Lemon",
      historicalUse:
        "Lemongrass, known as Bhustrina or Gandhatrina in Ayurveda, has been grown in Kerala for its oil since the nineteenth century, when 'Cochin oil' was shipped around the world. In homes it has long been added to tea during the monsoon.",
      physicalHealth:
        "Lemongrass tea is traditionally used to aid digestion and to warm the body during colds. Its oil is rich in citral and is used in massage oils for aching muscles, always diluted.",
      mentalHealth:
        "The bright, citrus scent of lemongrass is widely used in aromatherapy for freshness and relaxation. A warm cup of lemongrass tea after dinner is a calming habit.",
      traditionalModernUses:
        "Used in chai, kadha, Thai-style curries and soups, and distilled for essential oil for soaps and mosquito repellents. Planted along borders, it also helps check soil erosion.",
      soil: "Plant in fertile, loamy soil with good drainage. Mix garden soil with compost in a 2:1 ratio; in pots choose a container at least 12 inches wide.",
      sunlight: "Full sun for 6 or more hours. In shade it becomes thin and loses fragrance.",
      water:
        "Lemongrass likes regular water: keep the soil moist in summer and water every 3–4 days in winter. Avoid waterlogging.",
      care: "Harvest outer stalks at the base once they are pencil-thick. Cut the whole clump back to 6 inches in late winter, feed with compost, and divide it every year to keep it vigorous.",
    },
  },
  {
    slug: "vetiver",
    title: "Vetiver (Khus)",
    scientificName: "Chrysopogon zizanioides",
    kind: "grass",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 179,
    discount: 10,
    stock: 60,
    rating: 4.5,
    description:
      "Vetiver, the khus of summer coolers and sherbets, is a tall clumping grass with deep, fragrant roots. It is also one of the best plants for holding soil on slopes. You receive a rooted slip clump in a 5-inch nursery pot.",
    blog: {
      title: "Vetiver: The Fragrance of Indian Summers",
      historicalUse:
        "Ushira, as vetiver is called in Sanskrit, is described by Charaka and Sushruta as cooling and is used in formulations for burning sensation and thirst. For centuries its roots were woven into khus curtains that were sprinkled with water to cool homes in North Indian summers.",
      physicalHealth:
        "Vetiver root is traditionally used to cool the body, and khus-infused water in a clay pot is a classic summer drink. Its oil is used in skin care for its soothing, earthy fragrance.",
      mentalHealth:
        "Vetiver oil is known as the 'oil of tranquility' in aromatherapy, and its deep, earthy scent is widely used to promote calm and restful sleep. Many people keep a small bundle of dried roots in a wardrobe or by the pillow for its soothing scent.",
      traditionalModernUses:
        "Roots are used in khus mats, coolers, sherbet and attar; the oil is a base note in fine perfumes. Farmers and engineers plant vetiver hedges to prevent soil erosion on bunds and highway slopes.",
      soil: "Vetiver grows in almost any soil, from sandy to clay and even in waterlogged ground. For pots, use a deep container so the roots can grow long.",
      sunlight: "Full sun. It will not thrive in shade.",
      water:
        "Water regularly, especially in the first months. It tolerates both drought and flooding once established.",
      care: "Cut the foliage back to 30 cm every few months to keep it dense. Roots are harvested after 12–18 months by lifting the clump and replanting a few slips.",
    },
  },
  {
    slug: "mint-pudina",
    title: "Mint (Pudina)",
    scientificName: "Mentha spicata",
    kind: "broadleaf",
    category: "kitchen-herbs",
    care: { light: "Partial shade", water: "High", careLevel: "Easy", petSafe: false, placement: "Indoor or outdoor" },
    option: "Pot size",
    variants: [
      { name: "5-inch pot", rupees: 129, stock: 90 },
      { name: "8-inch pot", rupees: 219, stock: 30 },
    ],
    discount: 10,
    rating: 4.6,
    description:
      "Fresh pudina for chutney, raita and cooling summer drinks, grown in a pot so it never takes over your garden. Choose a full, spreading plant in a 5-inch nursery pot or a wide clump in an 8-inch pot, both ready for harvest within a couple of weeks.",
    blog: {
      title: "Pudina: The Cooling Herb of Every Kitchen",
      historicalUse:
        "Mint was adopted into Unani and later Ayurvedic practice as a digestive and cooling herb, and pudina chutney has been part of Indian meals for centuries. Arka Pudina, a distilled mint water, is a classic household preparation.",
      physicalHealth:
        "Pudina is traditionally used to soothe digestion, relieve bloating and refresh the body in hot weather. Mint tea and aam panna with mint are popular summer coolers.",
      mentalHealth:
        "The menthol fragrance of crushed mint is instantly refreshing and is widely used to lift mood and clear the head on sticky summer days. A glass of cold pudina water on a hot afternoon is one of summer's simplest pleasures.",
      traditionalModernUses:
        "Used in chutneys, raita, biryani, jaljeera and lemonade, and distilled into oils for toothpaste and balms. It is one of the easiest herbs for beginner gardeners.",
      soil: "Mint likes rich, moist soil: mix garden soil, compost and cocopeat in equal parts. A wide, shallow pot suits its running roots.",
      sunlight: "Partial sun is ideal. 3–4 hours of morning sun with afternoon shade prevents wilting in summer.",
      water:
        "Keep the soil evenly moist; mint wilts quickly when dry. Water daily in summer but make sure the pot drains.",
      care: "Harvest often by cutting stems just above a pair of leaves, and pinch off flowers. Grow it in its own pot, as it spreads aggressively, and refresh the plant by replanting cuttings every year.",
    },
  },
  {
    slug: "ajwain-patta",
    title: "Ajwain Patta (Indian Borage)",
    scientificName: "Plectranthus amboinicus",
    kind: "broadleaf",
    category: "kitchen-herbs",
    care: { light: "Partial shade", water: "Low", careLevel: "Easy", petSafe: false, placement: "Indoor or outdoor" },
    option: "Pot size",
    variants: [
      { name: "5-inch pot", rupees: 149, stock: 74 },
      { name: "8-inch pot", rupees: 249, stock: 24 },
    ],
    discount: 20,
    rating: 4.6,
    description:
      "Karpooravalli or ajwain patta is a succulent herb with thick, velvety leaves that smell strongly of ajwain and oregano. It is a household favourite for coughs and colds in South India. Choose a bushy 6–8 inch plant in a 5-inch nursery pot, or a spreading 12–14 inch plant in an 8-inch pot.",
    blog: {
      title: "Ajwain Patta: The Leaf That Smells of Carom",
      historicalUse:
        "Although native to Africa, Indian borage has become so common in South Indian homes that it has local names in every language: karpooravalli in Tamil, panikoorka in Malayalam and doddapatre in Kannada. Grandmothers have long used it for children's colds.",
      physicalHealth:
        "The leaves are traditionally used for coughs, colds and indigestion, often as a juice with honey or as crisp bhajji. A warmed leaf is placed on the forehead or chest in some households.",
      mentalHealth:
        "Its soft, fuzzy leaves and warm scent make it a comforting plant to touch and grow, and it is nearly impossible to kill, which makes it rewarding for beginners. Its trailing stems look lovely spilling over a hanging basket or windowsill.",
      traditionalModernUses:
        "Used in rasam, chutney, tea and fritters. It also makes a pretty trailing plant for hanging baskets and window boxes.",
      soil: "A light, well-drained mix of garden soil, sand and compost suits it. It behaves much like a succulent and dislikes soggy soil.",
      sunlight: "Bright light with 3–5 hours of sun. In harsh afternoon sun the leaves can become small and brittle.",
      water: "Water only when the topsoil is dry, roughly every 2–3 days in summer. Overwatering causes stem rot.",
      care: "Pinch the tips to encourage branching. Stem cuttings root within a week in water or soil, so you can easily share it with friends.",
    },
  },
  {
    slug: "ajwain-carom",
    title: "Ajwain (Carom Seed Plant)",
    scientificName: "Trachyspermum ammi",
    kind: "fineleaf",
    category: "kitchen-herbs",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    option: "Sold as",
    variants: [
      { name: "Live plant", rupees: 129, stock: 52 },
      { name: "Seeds, 25 g", rupees: 49, stock: 80 },
    ],
    discount: 5,
    rating: 4.0,
    description:
      "The true ajwain plant, a feathery annual whose tiny fruits are the carom 'seeds' of the spice box. Grow it for fresh leaves and your own harvest of seeds. You receive a 5–6 inch seedling in a 4-inch nursery pot, or 25 g of seeds to sow in October–November.",
    blog: {
      title: "Ajwain: Small Seeds, Big Digestive Tradition",
      historicalUse:
        "Yavani, as ajwain is called in Sanskrit, is described by Charaka as an appetiser and digestive. Ajwain water (omum water) has been given to babies and adults in India for generations.",
      physicalHealth:
        "Ajwain seeds are traditionally used to ease gas, bloating and indigestion, often chewed with a little salt or boiled in water. Its essential oil contains thymol.",
      mentalHealth:
        "Roasted ajwain in a cloth pouch, warmed and held to the chest or stomach, is a soothing home ritual many remember from childhood. Its lacy white flower umbels are also delicate and pretty on a sunny windowsill.",
      traditionalModernUses:
        "Seeds flavour parathas, pakoras and namkeen, and are used in ajwain arka and digestive churnas. Gujarat and Rajasthan are India's main growers.",
      soil: "Light, well-drained loamy soil with a little compost. It does poorly in heavy clay.",
      sunlight: "Full sun. It is a cool-season crop, sown in October–November in most of India.",
      water: "Water moderately. Keep the soil slightly moist during flowering and reduce watering as the seeds ripen.",
      care: "Thin seedlings to 20 cm apart. Harvest the umbels when they turn brown, dry them in shade, and rub out the seeds.",
    },
  },
  {
    slug: "turmeric-plant",
    title: "Turmeric Plant (Haldi)",
    scientificName: "Curcuma longa",
    kind: "broadleaf",
    category: "kitchen-herbs",
    care: { light: "Partial shade", water: "Medium", careLevel: "Easy", petSafe: true, placement: "Outdoor" },
    rupees: 199,
    discount: 10,
    stock: 56,
    rating: 4.6,
    blogFeatured: true,
    description:
      "A living haldi plant with broad, glossy leaves, growing from a Lakadong-type rhizome with high curcumin. Grow it in a big pot and harvest your own golden rhizomes after 8–9 months. You receive a 10–12 inch plant in a 6-inch nursery pot.",
    blog: {
      title: "Turmeric: The Golden Spice",
      historicalUse:
        "Haridra is mentioned throughout the Charaka and Sushruta Samhitas for skin, wounds and digestion. Turmeric paste is applied to the bride and groom in the haldi ceremony, and it has been traded from India for over two thousand years.",
      physicalHealth:
        "Turmeric is traditionally used to support healthy skin, joints and digestion; haldi doodh (turmeric milk) is a classic home remedy for colds. Its main compound, curcumin, is widely researched, and it absorbs better with black pepper and fat.",
      mentalHealth:
        "A warm cup of golden milk before bed is a beloved comfort ritual, and the haldi ceremony links the spice with joy and new beginnings. Its broad, glossy leaves also give a lush, tropical look to a shaded balcony corner.",
      traditionalModernUses:
        "Used in nearly every Indian curry, in pickles, face packs (ubtan) and as a natural dye for fabrics and threads. Fresh rhizomes are made into pickle with lemon and green chilli in winter.",
      soil: "Turmeric needs loose, rich, well-drained soil with plenty of organic matter. Use a 14-inch deep pot with garden soil, compost and cocopeat in equal parts.",
      sunlight: "Partial shade to full sun. In hot regions 4–5 hours of morning sun is best.",
      water:
        "Keep the soil evenly moist during the growing season (monsoon to winter), but never waterlogged. Stop watering when the leaves dry in winter.",
      care: "Plant rhizomes in May–June; the leaves die back around January, which is harvest time. Feed with compost every six weeks and mulch with dry leaves to keep the soil cool.",
    },
  },
  {
    slug: "fenugreek-methi",
    title: "Fenugreek (Methi)",
    scientificName: "Trigonella foenum-graecum",
    kind: "fineleaf",
    category: "kitchen-herbs",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    option: "Sold as",
    variants: [
      { name: "Grow tray", rupees: 99, stock: 84 },
      { name: "Seeds, 100 g", rupees: 49, stock: 150 },
    ],
    discount: 0,
    rating: 4.2,
    description:
      "A tray of fresh methi, ready to pick for parathas, thepla and aloo methi within days. Re-sow the seeds for a continuous supply through winter. You receive a dense, 4–5 inch crop in a 6-inch round grow tray, or 100 g of seeds to sow from October to February.",
    blog: {
      title: "Methi: The Bitter Green with a Long History",
      historicalUse:
        "Methika is described in Ayurvedic texts as warming and good for digestion and vata, and its seeds are an ingredient of many traditional laddoos given to new mothers. Fenugreek has been grown in India and the Mediterranean since antiquity.",
      physicalHealth:
        "Methi seeds soaked overnight are traditionally taken to support digestion and healthy blood sugar levels; people on diabetes medication should talk to their doctor first. The leaves are a good source of iron and fibre.",
      mentalHealth:
        "Methi is quick and rewarding to grow: seeds sprout in two days and leaves are ready in three weeks, a great confidence-builder for children and beginner gardeners. The mild, maple-like aroma of fresh methi leaves in a hot pan is pure comfort.",
      traditionalModernUses:
        "Leaves go into thepla, parathas and curries; dried kasuri methi flavours butter chicken and dal makhani. Seeds are used in pickles, spice blends and hair packs.",
      soil: "Use light, fertile soil with compost. A shallow, wide container works well as the roots are short.",
      sunlight: "Full sun to partial shade. 4 hours of sun is enough for leafy harvests.",
      water: "Keep the soil lightly moist with gentle watering. Do not flood the tray.",
      care: "Harvest by snipping stems 2 cm above the soil, or pull whole plants. Sow a new batch every two weeks from October to February for a steady supply.",
    },
  },
  {
    slug: "gotu-kola",
    title: "Gotu Kola (Mandukaparni)",
    scientificName: "Centella asiatica",
    kind: "broadleaf",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "High", careLevel: "Easy", petSafe: false, placement: "Indoor or outdoor" },
    rupees: 179,
    discount: 12,
    stock: 48,
    rating: 4.5,
    description:
      "Gotu kola, or Indian pennywort, is a creeping herb with round, kidney-shaped leaves that loves moist soil. In Ayurveda it is known as Mandukaparni and valued as a brain tonic. You receive a spreading clump in a 5-inch nursery pot.",
    blog: {
      title: "Gotu Kola: The Little Round Leaf of Longevity",
      historicalUse:
        "The Charaka Samhita names Mandukaparni among the four medhya rasayanas, together with Brahmi, Shankhpushpi and Guduchi. In Sri Lanka it is said that elephants, famous for long lives, graze on it.",
      physicalHealth:
        "Gotu kola is traditionally used to support healthy skin and circulation and to help minor wounds heal; it appears in many skin creams. Its leaves are eaten as a salad in Sri Lanka and Kerala.",
      mentalHealth:
        "As a medhya herb it is traditionally used to support memory, concentration and a calm mind, and it is often combined with Brahmi. Eating a few fresh leaves in a salad or thambuli is a gentle, everyday way to enjoy the herb.",
      traditionalModernUses:
        "Fresh leaves are made into thambuli, chutney and Sri Lankan gotu kola sambol; extracts are used in cosmetics for skin care. It also makes an attractive ground cover in damp corners.",
      soil: "Rich, moisture-retentive soil with compost. It naturally grows along wet field bunds and streams.",
      sunlight: "Partial shade; 2–4 hours of morning sun is enough. Strong afternoon sun yellows the leaves.",
      water: "Keep the soil constantly moist. A saucer of water under the pot in summer helps.",
      care: "Its runners root wherever they touch soil, so trim them or let them fill a wide bowl. Feed monthly with diluted compost tea and harvest leaves with their stalks.",
    },
  },
  {
    slug: "shankhpushpi",
    title: "Shankhpushpi",
    scientificName: "Convolvulus prostratus",
    kind: "flowering",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Low", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 229,
    discount: 15,
    stock: 30,
    rating: 4.4,
    description:
      "Shankhpushpi is a low, spreading herb with silvery leaves and small white-to-pale-pink, conch-shaped flowers. It is one of the classic medhya herbs of Ayurveda. You receive a 4–6 inch plant in a 5-inch nursery pot.",
    blog: {
      title: "Shankhpushpi: The Conch-Shaped Flower of Memory",
      historicalUse:
        "Named for its conch-shaped (shankha) flowers, Shankhpushpi is listed in the Charaka Samhita as a medhya rasayana. Different regions use different plants under this name; the classical North Indian source is Convolvulus prostratus (syn. C. pluricaulis).",
      physicalHealth:
        "The whole plant is traditionally used as a gentle tonic and is often given as a syrup. It should be used under guidance, especially alongside other medicines.",
      mentalHealth:
        "Shankhpushpi is traditionally used to support memory, learning and calm sleep, and Shankhpushpi syrup is a familiar exam-season tonic in Indian households. It is often combined with Brahmi and Vacha in classical medhya formulations.",
      traditionalModernUses:
        "Made into syrups, churna and ghrita, often combined with Brahmi and Vacha. In the garden it is a pretty, drought-tolerant ground cover for sunny spots.",
      soil: "Sandy or gravelly, very well-drained soil. It naturally grows on dry, open grasslands of North India.",
      sunlight:
        "Full sun for compact growth and plenty of flowers. In shade it becomes straggly and flowers poorly. A sunny terrace or south-facing window box is ideal.",
      water: "Water sparingly; let the soil dry between waterings. Keep it out of continuous monsoon rain.",
      care: "Avoid rich feeding. Trim the trailing stems after flowering and collect the seeds to sow again in spring.",
    },
  },
  {
    slug: "punarnava",
    title: "Punarnava",
    scientificName: "Boerhavia diffusa",
    kind: "flowering",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 169,
    discount: 25,
    stock: 36,
    rating: 4.3,
    description:
      "Punarnava is a hardy, creeping herb with round leaves and tiny pink flowers, famous for regrowing every monsoon. It is widely used in Ayurvedic formulations. You receive a healthy spreading plant in a 5-inch nursery pot.",
    blog: {
      title: "Punarnava: The Herb That Renews Itself",
      historicalUse:
        "Punarnava means 'one that becomes new again', because it dries in summer and springs back with the rains. The Charaka Samhita lists it among herbs for swelling (shothahara), and Punarnavadi mandura remains a well-known formulation.",
      physicalHealth:
        "Punarnava is traditionally used to support healthy kidney function and fluid balance. Its leaves are cooked as a green vegetable in some regions; medicinal use should be guided by a practitioner.",
      mentalHealth:
        "Its story of drying away and returning each year makes it a gentle symbol of renewal, and it is rewarding to watch it sprout fresh leaves after the first rain. Many gardeners let it fill a wild corner, where its tiny pink flowers attract small pollinators.",
      traditionalModernUses:
        "The root and whole plant are used in churna, kashaya and arishta. The young leaves are eaten as saag in parts of Bengal and Assam.",
      soil: "Grows in almost any soil, including poor, sandy or rocky ground, as long as it drains well. It naturally colonises field edges and wastelands. In a pot, ordinary garden soil with a little sand is plenty.",
      sunlight:
        "Full sun to light shade. It grows and flowers best with several hours of direct sun. In deep shade the stems become weak and sparse.",
      water: "Water moderately. It tolerates drought well once established.",
      care: "It spreads quickly, so grow it in a wide pot or a dedicated bed. Cut back old stems in summer and it will regrow vigorously with the monsoon.",
    },
  },
  {
    slug: "bhringraj",
    title: "Bhringraj",
    scientificName: "Eclipta prostrata",
    kind: "flowering",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "High", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 169,
    discount: 10,
    stock: 44,
    rating: 4.5,
    description:
      "Bhringraj, or false daisy, is a small herb with slender leaves and little white daisy-like flowers. It is the most famous hair herb of Ayurveda. You receive a 6–8 inch plant in a 5-inch nursery pot.",
    blog: {
      title: "Bhringraj: The King of Hair",
      historicalUse:
        "Bhringraj means 'king of the bees' or 'ruler of hair', and Ayurvedic texts describe it as a rasayana for hair, eyes and liver. Its juice was boiled into hair oils by royal households and villagers alike.",
      physicalHealth:
        "Bhringraj is traditionally used in hair oils to nourish the scalp and support healthy, dark hair. The leaf juice is also used in formulations for liver support under a practitioner's guidance.",
      mentalHealth:
        "A weekly head massage with warm Bhringraj oil (shiro abhyanga) is a time-honoured way to relax, and is traditionally recommended for good sleep. Its little white daisy-like flowers also bring a soft, cheerful look to a moist corner of the garden.",
      traditionalModernUses:
        "Used in Bhringraj taila, Neelibhringadi oil, hair packs and natural hair dyes. The leaves give a black colour and were once used as tattoo ink.",
      soil: "A moist, rich soil with compost. It naturally grows in damp places near fields and ponds.",
      sunlight:
        "Full sun to partial shade. It is happiest with 3–5 hours of direct sun and moist soil. In very hot regions, give it afternoon shade.",
      water: "Keep the soil consistently moist. Water daily in summer.",
      care: "It grows quickly and sets seed freely; harvest the leaves regularly and pinch flowers for leafier growth. Sow fresh seeds every year in spring or monsoon.",
    },
  },
  {
    slug: "manjistha",
    title: "Manjistha (Indian Madder)",
    scientificName: "Rubia cordifolia",
    kind: "vine",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "Medium", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 299,
    discount: 0,
    stock: 20,
    rating: 4.3,
    description:
      "Manjistha is a scrambling climber with whorls of heart-shaped leaves and red roots that have dyed Indian textiles for centuries. In Ayurveda it is a well-known skin herb. You receive a 10–12 inch rooted vine in a 6-inch nursery pot.",
    blog: {
      title: "Manjistha: The Red Root for Radiant Skin",
      historicalUse:
        "Manjistha is listed by Charaka among the varnya (complexion-enhancing) herbs and was the source of the famous madder-red dye of Indian chintz. Fragments of madder-dyed cloth have been found at Mohenjo-daro.",
      physicalHealth:
        "The root is traditionally used to support clear skin and to 'purify the blood' in Ayurvedic terms. It is used in face packs and in formulations such as Manjisthadi kashaya under guidance.",
      mentalHealth:
        "Skin-care rituals with Manjistha face packs are a popular form of self-care, and growing a plant with such a long cultural history is a lovely conversation piece. Natural-dye enthusiasts love watching its roots turn water a deep rose red.",
      traditionalModernUses:
        "Used in face oils such as Kumkumadi, in packs, and as a natural red dye for cloth and food. It is also used in natural-dye workshops across India.",
      soil: "Well-drained, fertile loam with plenty of humus, like its native Himalayan and Western Ghats forest floors. Add leaf mould or cocopeat to ordinary garden soil. Good drainage is important, as the roots rot in standing water.",
      sunlight: "Partial shade. Bright, filtered light suits it best.",
      water: "Keep the soil moist but not soggy. Water 2–3 times a week in summer.",
      care: "Give it a trellis or a neighbouring shrub to scramble over. Roots are harvested after 2–3 years; feed with compost in spring and mulch in summer.",
    },
  },
  {
    slug: "kalmegh",
    title: "Kalmegh (King of Bitters)",
    scientificName: "Andrographis paniculata",
    kind: "fineleaf",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    option: "Sold as",
    variants: [
      { name: "Live plant", rupees: 179, stock: 40 },
      { name: "Seeds, 200", rupees: 69, stock: 80 },
    ],
    discount: 15,
    rating: 4.4,
    description:
      "Kalmegh is an upright annual herb with slender, dark green leaves and tiny white-and-purple flowers, famous for being intensely bitter. It is widely used in Ayurvedic and folk medicine in Bengal and the South. You receive an 8–10 inch plant in a 5-inch nursery pot, or a packet of about 200 seeds to sow in the monsoon.",
    blog: {
      title: "Kalmegh: The King of Bitters",
      historicalUse:
        "Kalmegh, 'the dark cloud', has long been a household herb in Bengal, where its bitter leaf juice was given to children for digestion. It entered classical Ayurvedic practice as Bhunimba, the 'neem of the ground', because of its bitterness.",
      physicalHealth:
        "Kalmegh is traditionally used to support the liver and the body's response to seasonal fevers and colds. It is very bitter and potent, so it should be used for short periods and on a practitioner's advice; pregnant women should avoid it.",
      mentalHealth:
        "Ayurveda links the bitter taste with lightness and clarity. Growing kalmegh is also a lesson in how strong a small, unassuming plant can be.",
      traditionalModernUses:
        "Used as fresh juice, decoction, churna and tablets, and in many polyherbal fever formulations. Extracts are studied and sold in several countries as a herbal supplement.",
      soil: "A light, well-drained loam with compost. It grows naturally in plains and forest clearings across India.",
      sunlight:
        "Partial shade to full sun. It tolerates the dappled shade under trees. In full sun, keep the soil a little more moist.",
      water: "Keep the soil moderately moist. Water every 2–3 days in summer.",
      care: "Sow in the monsoon; harvest the whole plant just as it starts to flower, about 90–100 days after sowing, and dry it in shade. Collect seeds for next season.",
    },
  },
  {
    slug: "sarpagandha",
    title: "Sarpagandha",
    scientificName: "Rauvolfia serpentina",
    kind: "flowering",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "Medium", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 349,
    discount: 0,
    stock: 16,
    rating: 4.2,
    description:
      "Sarpagandha, Indian snakeroot, is a small evergreen shrub with glossy leaves, clusters of pink-and-white flowers and shiny red-to-black berries. It is a protected medicinal plant, and this one is nursery propagated. You receive an 8–10 inch plant in a 6-inch nursery pot.",
    blog: {
      title: "Sarpagandha: The Snakeroot That Changed Medicine",
      historicalUse:
        "Sarpagandha was used in Indian folk medicine for snakebite, insomnia and 'moon disease', and is described in Ayurvedic texts as a calming herb. In the 1950s its alkaloid reserpine became one of the first modern medicines for high blood pressure.",
      physicalHealth:
        "The root is very potent and is used in Ayurveda only in small, prescribed doses; it must never be self-medicated, especially with blood-pressure or mental-health medicines. This plant is sold for cultivation and conservation.",
      mentalHealth:
        "Traditionally Sarpagandha was used as a calming herb for restlessness and sleeplessness, which is why it was nicknamed 'pagal-ki-dawa' in villages. Today it is an important reminder of how Indian plant knowledge shaped modern medicine.",
      traditionalModernUses:
        "Dried roots are used in classical formulations such as Sarpagandha vati. Because of over-harvesting it is now listed as threatened, and growing it from nursery stock helps conserve wild populations.",
      soil: "Rich, well-drained, slightly acidic loam with plenty of leaf mould, like a shady forest floor. Mix garden soil with leaf mould and compost in equal parts. A deep pot helps its long roots.",
      sunlight: "Partial shade. Protect it from the harsh afternoon sun.",
      water: "Keep the soil evenly moist, watering 2–3 times a week in summer. Do not let water stand.",
      care: "Feed with compost every two months and mulch the base. Keep it away from children and pets, as all parts of the plant are potent.",
    },
  },
  {
    slug: "stevia",
    title: "Stevia (Meethi Tulsi)",
    scientificName: "Stevia rebaudiana",
    kind: "broadleaf",
    category: "kitchen-herbs",
    care: { light: "Full sun", water: "Medium", careLevel: "Moderate", petSafe: true, placement: "Outdoor" },
    rupees: 199,
    discount: 20,
    stock: 62,
    rating: 4.4,
    description:
      "Stevia, sometimes called meethi tulsi, is a small herb whose leaves are up to thirty times sweeter than sugar. Pick a leaf for your tea or dry a batch for home-made sweetener. You receive a 6–8 inch plant in a 5-inch nursery pot.",
    blog: {
      title: "Stevia: Sweetness Without Sugar",
      historicalUse:
        "The Guaraní people of Paraguay used stevia leaves to sweeten their mate tea for centuries. It arrived in India only a few decades ago but is now grown commercially in Punjab, Madhya Pradesh and Karnataka.",
      physicalHealth:
        "Stevia leaves add sweetness with almost no calories, which makes them popular with people reducing sugar. It is not a traditional Ayurvedic herb, but it fits well alongside Tulsi and mint in herbal teas.",
      mentalHealth:
        "Tasting a fresh stevia leaf is always a surprise, and it is a fun plant for children to grow and share. Sharing a leaf with friends and watching their surprise never gets old.",
      traditionalModernUses:
        "Fresh or dried leaves sweeten tea, kheer and lemonade; refined extracts are used by the food industry. Dried leaf powder can be stored for months.",
      soil: "Light, well-drained, slightly acidic soil with compost. Add sand to heavy soils.",
      sunlight: "Full sun to light shade. 5–6 hours of sun increases sweetness.",
      water:
        "Keep the soil slightly moist. Stevia has shallow roots and wilts quickly when dry, but rots in waterlogged soil.",
      care: "Pinch the tips regularly and remove flower buds, as leaves are sweetest before flowering. Harvest on a sunny morning and dry the leaves in shade.",
    },
  },
  {
    slug: "hibiscus-gudhal",
    title: "Hibiscus (Gudhal)",
    scientificName: "Hibiscus rosa-sinensis",
    kind: "flowering",
    category: "flowering-plants",
    care: { light: "Full sun", water: "High", careLevel: "Easy", petSafe: true, placement: "Outdoor" },
    option: "Pot size",
    variants: [
      { name: "6-inch pot", rupees: 249, stock: 70 },
      { name: "8-inch pot", rupees: 399, stock: 24 },
      { name: "12-inch pot", rupees: 749, stock: 8 },
    ],
    discount: 10,
    rating: 4.7,
    description:
      "The classic single red desi gudhal, beloved for daily puja and for hair care. It flowers through most of the year in warm regions. Choose a budding 12–15 inch plant in a 6-inch nursery pot, a bushy 2 ft plant in an 8-inch pot, or a 3 ft flowering shrub in a 12-inch pot.",
    blog: {
      title: "Gudhal: The Red Flower of Devotion and Hair Care",
      historicalUse:
        "Known as Japa pushpa, the red hibiscus is offered to Goddess Kali and Lord Ganesha, and Ayurvedic texts describe it as cooling and good for hair. Families across India grow it near the front door.",
      physicalHealth:
        "Hibiscus flowers and leaves are traditionally used in hair oils and packs to nourish the scalp. A tea made from the flowers is a popular cooling drink.",
      mentalHealth:
        "A plant that offers a fresh red bloom almost every morning brings steady joy. Picking flowers for puja is a calm start to the day for many.",
      traditionalModernUses:
        "Used in hair oils, hair-wash powders, herbal teas and sherbets, and as a natural food colour. Gardeners also grow many hybrid colours.",
      soil: "Fertile, well-drained soil rich in compost, slightly acidic. Mix garden soil, compost and cocopeat in equal parts.",
      sunlight: "Full sun for at least 5–6 hours. It will not flower well in shade.",
      water: "Water regularly so the soil stays moist in summer; daily in hot months. Reduce watering in winter.",
      care: "Feed every 3–4 weeks with compost or a potash-rich fertiliser for more blooms. Prune after winter, and check under the leaves for mealybugs, which can be washed off with neem-oil spray.",
    },
  },
  {
    slug: "mogra-jasmine",
    title: "Mogra (Arabian Jasmine)",
    scientificName: "Jasminum sambac",
    kind: "flowering",
    category: "flowering-plants",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: true, placement: "Outdoor" },
    option: "Pot size",
    variants: [
      { name: "6-inch pot", rupees: 249, stock: 78 },
      { name: "8-inch pot", rupees: 399, stock: 26 },
    ],
    discount: 10,
    rating: 4.9,
    description:
      "Mogra fills summer evenings with its heady fragrance, flowering from March to September. Its white double blooms are strung into gajras and offered at temples. Choose a budding 10–12 inch plant in a 6-inch nursery pot, or a bushy 18–20 inch plant in an 8-inch pot.",
    blog: {
      title: "Mogra: The Scent of Summer Evenings",
      historicalUse:
        "Jasmine, Mallika in Sanskrit, appears in Kalidasa's poetry and in Ayurvedic texts as a cooling flower for the skin and eyes. Madurai malli from Tamil Nadu holds a Geographical Indication tag for its fragrance.",
      physicalHealth:
        "Jasmine flowers and oil are traditionally used in cooling skin preparations, and jasmine-scented tea is a popular drink. Its leaves are chewed in some folk traditions for mouth ulcers.",
      mentalHealth:
        "Jasmine's fragrance is one of the most loved in aromatherapy and is traditionally associated with calm and contentment. A fresh gajra on the bedside table is an old Indian way to unwind.",
      traditionalModernUses:
        "Flowers are used in gajras, garlands, temple offerings, attar and jasmine tea. The oil is one of the most expensive in perfumery.",
      soil: "Well-drained, fertile loam with plenty of compost. In pots use a 12-inch container as it grows.",
      sunlight: "Full sun for 6 hours or more. More sun means more buds.",
      water: "Water deeply in summer when the top inch is dry. Cut back watering in winter when the plant rests.",
      care: "Prune hard in late winter (January–February) to trigger new flowering shoots. Feed monthly from spring to monsoon and pinch new tips to keep it bushy.",
    },
  },
  {
    slug: "desi-gulab-rose",
    title: "Desi Gulab (Damask Rose)",
    scientificName: "Rosa × damascena",
    kind: "flowering",
    category: "flowering-plants",
    care: { light: "Full sun", water: "High", careLevel: "Moderate", petSafe: true, placement: "Outdoor" },
    option: "Pot size",
    variants: [
      { name: "6-inch pot", rupees: 299, stock: 54 },
      { name: "8-inch pot", rupees: 449, stock: 20 },
    ],
    discount: 15,
    rating: 4.6,
    description:
      "The old, fragrant pink desi gulab used for gulkand, rose water and temple garlands, grown from cuttings of Kannauj-type plants. Choose a budded 12–15 inch plant in a 6-inch nursery pot, or a well-branched 2 ft plant in an 8-inch pot.",
    blog: {
      title: "Desi Gulab: The Rose Behind Gulkand and Gulab Jal",
      historicalUse:
        "Damask roses came to India with Persian and Mughal gardens, and Kannauj in Uttar Pradesh has distilled rose attar and rose water for centuries. Ayurveda calls the rose Shatapatri and describes it as cooling.",
      physicalHealth:
        "Rose petals are traditionally used for their cooling nature: gulkand, a jam of petals and sugar, is taken in summer, and rose water is used on the skin and eyes. Rose hips are rich in vitamin C.",
      mentalHealth:
        "Rose fragrance is associated with love and calm. Rose water on a cotton pad over tired eyes is a simple, soothing self-care ritual.",
      traditionalModernUses:
        "Used for gulkand, gulab jal, attar, sherbets, sweets and garlands. Dried petals go into teas and potpourri.",
      soil: "Rich, loamy, well-drained soil with plenty of well-rotted manure. Use a 14-inch pot for a mature plant.",
      sunlight: "Full sun for at least 6 hours. Roses bloom poorly in shade.",
      water:
        "Water deeply at the base every 1–2 days in summer. Avoid wetting the leaves, which encourages fungal spots.",
      care: "Prune in October after the monsoon for a flush of winter blooms. Feed every three weeks with compost and bone meal, deadhead spent flowers, and spray neem oil against aphids.",
    },
  },
  {
    slug: "marigold-genda",
    title: "Marigold (Genda)",
    scientificName: "Tagetes erecta",
    kind: "flowering",
    category: "flowering-plants",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    option: "Pot size",
    variants: [
      { name: "4-inch pot", rupees: 99, stock: 120 },
      { name: "6-inch pot", rupees: 169, stock: 40 },
    ],
    discount: 0,
    rating: 4.4,
    description:
      "Bright orange African marigold, the flower of Indian festivals, garlands and torans. It is also a useful companion plant in vegetable beds. Choose a budding 6–8 inch plant in a 4-inch nursery pot, or a bushy 12 inch plant in flower in a 6-inch pot.",
    blog: {
      title: "Genda: The Flower of Every Indian Festival",
      historicalUse:
        "Marigolds arrived in India from the Americas a few centuries ago and quickly became the flower of celebration, strung into garlands for weddings, Diwali and temple offerings. Farmers have long planted them along field borders.",
      physicalHealth:
        "Marigold petals are used in folk practice in soothing skin washes, and the related calendula is used in skin creams. The flowers are also a source of lutein, a natural pigment.",
      mentalHealth:
        "Few things lift the mood like a pot of sunny marigolds on a balcony. They are cheerful, easy and forgiving.",
      traditionalModernUses:
        "Used in garlands, rangoli, natural dyes and poultry feed for colour. In kitchen gardens they are planted near tomatoes and brinjal because their roots release compounds that deter soil nematodes.",
      soil: "Any well-drained garden soil with a little compost. Too much fertiliser gives leaves and few flowers.",
      sunlight:
        "Full sun. Give it at least six hours of direct sun for the biggest blooms. In shade the plants become leggy and flower poorly.",
      water: "Water when the topsoil is dry. Avoid overhead watering on flowers.",
      care: "Pinch the first buds to make the plant bushier, then deadhead faded flowers. Best sown in monsoon and winter; save dried flower heads for next year's seeds.",
    },
  },
  {
    slug: "sandalwood",
    title: "Sandalwood (Chandan)",
    scientificName: "Santalum album",
    kind: "tree",
    category: "trees",
    care: { light: "Full sun", water: "Medium", careLevel: "Expert", petSafe: false, placement: "Outdoor" },
    rupees: 699,
    discount: 0,
    stock: 0,
    rating: 4.5,
    description:
      "Indian sandalwood, the source of chandan, is a semi-parasitic tree that grows alongside a host plant. This sapling comes with a small host plant in the same bag. You receive a 12–15 inch sapling with its host in an 8-inch nursery bag.",
    blog: {
      title: "Chandan: The Sacred Fragrant Wood",
      historicalUse:
        "Chandana is praised in Ayurveda as cooling and fragrant, and sandalwood paste has marked foreheads in worship for thousands of years. Mysore sandalwood was once a royal monopoly and is still a symbol of Karnataka.",
      physicalHealth:
        "Sandalwood paste is traditionally applied to cool the skin, soothe prickly heat and calm redness. The heartwood oil is used in skin-care products.",
      mentalHealth:
        "Its warm, creamy fragrance is used in meditation and prayer, and sandalwood incense is traditionally burnt to create a calm, focused atmosphere. Growing your own tree, even knowing it will take decades to mature, is a patient, hopeful act.",
      traditionalModernUses:
        "Used in tilak, agarbatti, soaps, attar and fine perfumes. Since the early 2000s many states have allowed private farmers to grow sandalwood, and it is now planted as a long-term investment crop.",
      soil: "Red, well-drained sandy loam suits it best. It cannot tolerate waterlogging.",
      sunlight: "Full sun once established. Young plants like light shade.",
      water: "Water moderately twice a week in summer for the first two years. Keep it dry in the monsoon.",
      care: "Sandalwood needs a host plant for its roots to draw nutrients from: keep the supplied host, and later plant a pigeon pea, casuarina or curry leaf nearby. Plant in the ground within a year.",
    },
  },
  {
    slug: "ashoka-tree",
    title: "Ashoka Tree",
    scientificName: "Saraca asoca",
    kind: "tree",
    category: "trees",
    care: { light: "Partial shade", water: "Medium", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 449,
    discount: 15,
    stock: 22,
    rating: 4.5,
    description:
      "The true Ashoka tree, with drooping leaves and brilliant orange-red flower clusters in spring, not to be confused with the columnar 'false Ashoka'. Its bark is a classic women's herb in Ayurveda. You receive a 12–15 inch sapling in an 8-inch nursery bag.",
    blog: {
      title: "Ashoka: The Tree Without Sorrow",
      historicalUse:
        "Ashoka means 'without sorrow'. It is the tree under which Sita waited in Lanka, and the Buddha is said to have been born beneath one. Ayurvedic texts use its bark for women's health, and Ashokarishta is still widely prescribed.",
      physicalHealth:
        "Ashoka bark is traditionally used to support menstrual and uterine health. Over-harvesting has made the tree vulnerable, so genuine bark is precious and should be used under guidance.",
      mentalHealth:
        "The name itself, a tree without sorrow, has made Ashoka a symbol of hope. Its flowers are offered at the Ashoka Shashthi festival for the well-being of children.",
      traditionalModernUses:
        "Bark is used in Ashokarishta and churna; flowers in worship. It makes a beautiful, shade-tolerant garden tree.",
      soil: "Deep, moist, well-drained, fertile loam with plenty of organic matter. It naturally grows along forest streams. In a pot, use a rich mix of garden soil, compost and leaf mould.",
      sunlight: "Partial shade to full sun. Young plants prefer shade.",
      water: "Keep the soil moist, watering twice a week in summer. It naturally grows near streams.",
      care: "It grows slowly. Mulch well, protect from frost and strong wind, and plant it in the ground after the monsoon.",
    },
  },
  {
    slug: "bael",
    title: "Bael (Bilva)",
    scientificName: "Aegle marmelos",
    kind: "tree",
    category: "trees",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 349,
    discount: 0,
    stock: 30,
    rating: 4.5,
    description:
      "Bael is a sacred, thorny tree with trifoliate leaves offered to Lord Shiva and a hard-shelled fruit made into a famous summer sherbet. You receive a 12–18 inch sapling in a 6-inch nursery bag.",
    blog: {
      title: "Bael: The Sacred Tree of Shiva",
      historicalUse:
        "Bilva leaves, with their three leaflets representing Shiva's trident, have been offered in Shiva worship since Vedic times. Charaka and Sushruta describe the unripe fruit for digestive complaints, and Bilvadi churna remains in use.",
      physicalHealth:
        "Unripe bael fruit is traditionally used to support digestion and the gut, while the ripe pulp is a cooling summer drink. The leaves are also used in folk practice.",
      mentalHealth:
        "Offering bilva leaves during Shravan and on Mahashivratri is a deeply meditative practice for many devotees, and a bael tree is considered auspicious near a home. Its trifoliate leaves are gathered fresh on Mondays in Shravan, a quiet ritual shared across generations.",
      traditionalModernUses:
        "Ripe pulp makes bael sharbat and murabba; dried slices are used in churnas. The fruit shell is turned into snuff boxes and small containers.",
      soil: "Bael is very hardy and grows in poor, dry, rocky and even alkaline soils, provided drainage is good. In pots use garden soil with a little compost and sand. Avoid heavy clay that stays wet.",
      sunlight:
        "Full sun. Give it at least six hours of direct sun for the biggest blooms. In shade the plants become leggy and flower poorly.",
      water: "Water young plants weekly in summer. Mature trees are drought tolerant.",
      care: "Plant in the ground where it has room to grow into a medium tree. Wear gloves when handling, as the branches have sharp thorns; it sheds leaves in spring before new growth.",
    },
  },
  {
    slug: "peepal",
    title: "Peepal (Sacred Fig)",
    scientificName: "Ficus religiosa",
    kind: "tree",
    category: "trees",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    option: "Pot size",
    variants: [
      { name: "6-inch pot", rupees: 299, stock: 36 },
      { name: "10-inch pot", rupees: 599, stock: 10 },
    ],
    discount: 0,
    rating: 4.6,
    description:
      "The sacred fig, with its heart-shaped leaves ending in a long, elegant tip. It is worshipped across India and makes a beautiful bonsai subject. Choose a 12–15 inch sapling in a 6-inch nursery pot, or a 3 ft plant in a 10-inch pot.",
    blog: {
      title: "Peepal: The Tree of Enlightenment",
      historicalUse:
        "A peepal appears on a seal from Mohenjo-daro, and the Buddha attained enlightenment under a peepal, the Bodhi tree, at Bodh Gaya. Ayurvedic texts use its bark, leaves and fruit, and the Bhagavad Gita names it as the best of trees.",
      physicalHealth:
        "Peepal bark and leaves are traditionally used in decoctions for skin and oral health. Its leaves are also fed to cattle in villages.",
      mentalHealth:
        "Meditating or simply resting under a peepal's rustling leaves has been a spiritual practice for millennia. Even a potted peepal can be a focal point for quiet reflection.",
      traditionalModernUses:
        "Worshipped on Saturdays and on Somvati Amavasya, when women walk around it tying threads. Used for bonsai; and planted at temples and village squares for shade.",
      soil: "Peepal grows in almost any soil, even cracks in walls. Use a well-drained potting mix for a container.",
      sunlight:
        "Full sun to partial shade. It is happiest with 3–5 hours of direct sun and moist soil. In very hot regions, give it afternoon shade.",
      water:
        "Water when the topsoil is dry, roughly twice a week in summer. Established trees in the ground rarely need watering. Water potted and bonsai peepals more often, as small pots dry out quickly.",
      care: "It grows into a huge tree with strong roots, so plant it far from buildings or keep it as a bonsai with regular root and branch pruning. Do not plant it close to walls or foundations.",
    },
  },
  {
    slug: "banyan-bonsai",
    title: "Banyan Bonsai (Vat Vriksha)",
    scientificName: "Ficus benghalensis",
    kind: "tree",
    category: "trees",
    care: { light: "Full sun", water: "High", careLevel: "Expert", petSafe: false, placement: "Outdoor" },
    rupees: 2499,
    discount: 20,
    stock: 4,
    rating: 5.0,
    description:
      "A 4–5 year old banyan bonsai with a thickened trunk, shaped canopy and the beginnings of aerial roots, trained by our partner nursery in Bengaluru. A living miniature of India's national tree. You receive a 12–14 inch bonsai in a glazed ceramic tray with a care card.",
    blog: {
      title: "The Banyan: India's National Tree in Miniature",
      historicalUse:
        "The banyan, Vata in Sanskrit, is India's national tree and a symbol of immortality because its aerial roots become new trunks. Women tie threads around it during Vat Savitri, and Ayurvedic texts use its bark, latex and aerial roots.",
      physicalHealth:
        "Banyan bark and aerial roots are traditionally used in astringent decoctions and in hair oils. The milky latex is used externally in folk practice.",
      mentalHealth:
        "Bonsai is a slow, meditative art: watering, pinching and shaping a tiny banyan is a wonderful way to practise patience and mindfulness. Many owners say the daily few minutes with their bonsai are the calmest part of the day.",
      traditionalModernUses:
        "Banyans shelter village gatherings, markets and panchayats across India. Its thick trunk and aerial roots make it one of the most popular bonsai species in the country.",
      soil: "Use a free-draining bonsai mix of garden soil, coarse sand and brick pieces or akadama-like granules. Repot every 2–3 years in spring.",
      sunlight:
        "Place outdoors in bright light with 4–6 hours of sun; indoors it weakens within weeks. Bring it in only for short displays.",
      water:
        "Bonsai trays dry fast: check daily and water thoroughly when the surface is dry, sometimes twice a day in summer. Mist the aerial roots in dry weather.",
      care: "Pinch new shoots back to two leaves to keep the shape, and wire branches only with expert care. Feed with diluted liquid fertiliser every two weeks in the growing season.",
    },
  },
  {
    slug: "rudraksha",
    title: "Rudraksha Plant",
    scientificName: "Elaeocarpus ganitrus",
    kind: "tree",
    category: "trees",
    care: { light: "Partial shade", water: "High", careLevel: "Expert", petSafe: false, placement: "Outdoor" },
    rupees: 1499,
    discount: 0,
    stock: 0,
    rating: 4.7,
    description:
      "A rare Rudraksha sapling, the tree whose blue fruits hold the sacred beads worn as malas. It thrives in humid, frost-free climates. You receive a 12–15 inch sapling in an 8-inch nursery bag.",
    blog: {
      title: "Rudraksha: The Tears of Shiva",
      historicalUse:
        "Rudraksha means 'the eye (or tears) of Rudra', and legend says the tree grew from Shiva's tears. Rudraksha malas are mentioned in the Puranas and are worn by sadhus and devotees across India and Nepal.",
      physicalHealth:
        "In Ayurveda the fruit and bead are traditionally described as calming and are used in folk remedies, but the plant is valued mainly for its sacred beads. This plant is sold for cultivation only.",
      mentalHealth:
        "Chanting with a Rudraksha mala is an ancient aid to meditation and concentration, and growing the tree itself is a rare and meaningful experience. Its blue fruits are one of the most striking sights in the plant world.",
      traditionalModernUses:
        "The seeds are cleaned and strung as malas and bracelets. The trees grow naturally in the Himalayan foothills, Assam and the Western Ghats.",
      soil: "Rich, deep, well-drained, slightly acidic forest soil with plenty of leaf mould. Mix garden soil with plenty of leaf mould and compost. Heavy clay and waterlogged soil must be avoided.",
      sunlight:
        "Partial shade when young, full sun once established. Shelter it from harsh afternoon sun in its first years. In the hills and along the coast it grows well in open sun.",
      water: "Keep the soil evenly moist and the air humid. It suits coastal and north-eastern climates best.",
      care: "Protect from frost and dry winds, which it does not tolerate. It is slow growing and may take 5–7 years to fruit; mulch well and feed twice a year with compost.",
    },
  },
  {
    slug: "camphor-tree",
    title: "Camphor Tree (Kapur)",
    scientificName: "Cinnamomum camphora",
    kind: "tree",
    category: "trees",
    care: { light: "Full sun", water: "Medium", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 549,
    discount: 10,
    stock: 14,
    rating: 4.4,
    description:
      "The camphor laurel, an evergreen tree with glossy leaves that release a clean camphor scent when crushed. It grows well in the hills and in mild parts of South India. You receive a 12–15 inch sapling in an 8-inch nursery bag.",
    blog: {
      title: "Kapur: The Tree Behind the Aarti Flame",
      historicalUse:
        "Camphor, Karpura in Sanskrit, has been burnt in aarti for centuries and is described in Ayurvedic texts as cooling and aromatic. Bhimseni kapur, a natural camphor, was traded along the spice routes.",
      physicalHealth:
        "Camphor is traditionally used externally in balms and oils for aches and congestion. It is toxic if swallowed and must be kept away from children.",
      mentalHealth:
        "The bright flame and clean fragrance of burning camphor during aarti is a powerful symbol of clearing the mind. The scent is widely used to refresh rooms.",
      traditionalModernUses:
        "Leaves and wood are distilled for camphor and oil used in balms, mothballs and incense. The tree is planted as an ornamental in Bengaluru, Ooty and other mild-climate cities.",
      soil: "Deep, fertile, well-drained, slightly acidic soil. Enrich the planting pit with compost and leaf mould. It does not like chalky or waterlogged ground.",
      sunlight:
        "Full sun to partial shade. It is happiest with 3–5 hours of direct sun and moist soil. In very hot regions, give it afternoon shade.",
      water:
        "Water regularly in the first two years, about twice a week in summer. Once established it needs only occasional deep watering in dry spells. Do not let water stand around the base.",
      care: "It grows into a large tree, so plant it in open ground. In very hot, dry plains it prefers afternoon shade and extra mulch.",
    },
  },
  {
    slug: "cinnamon-dalchini",
    title: "Cinnamon (Dalchini)",
    scientificName: "Cinnamomum verum",
    kind: "tree",
    category: "kitchen-herbs",
    care: { light: "Partial shade", water: "Medium", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 449,
    discount: 0,
    stock: 26,
    rating: 4.5,
    description:
      "True Ceylon cinnamon, whose inner bark is the delicate dalchini quill. The young leaves emerge a lovely coppery red. You receive a 12–15 inch sapling in a 6-inch nursery pot, suited to warm, humid regions or a large container.",
    blog: {
      title: "Dalchini: The Sweet Bark of the Spice Coast",
      historicalUse:
        "Cinnamon, Tvak in Sanskrit, was among the most prized spices of the ancient world and is one of the three fragrant spices of Ayurveda's Trijataka. It has been grown in Kerala and Sri Lanka for millennia.",
      physicalHealth:
        "Cinnamon is traditionally used to warm the body, support digestion and balance kapha, and it flavours many kadha recipes. It is best used in culinary amounts.",
      mentalHealth:
        "The warm, sweet aroma of cinnamon is deeply comforting and is often associated with festive cooking and winter chai. Its coppery-red new leaves are a beautiful sight on a terrace.",
      traditionalModernUses:
        "The bark is used whole in biryani and garam masala, ground in desserts, and distilled for oil. The leaves are sometimes used like bay leaves.",
      soil: "Rich, sandy loam with good drainage and lots of organic matter. Add leaf mould or cocopeat to keep the soil moist but airy. Avoid heavy clay.",
      sunlight: "Partial shade to full sun in humid regions. Light shade in hot, dry areas.",
      water: "Keep the soil moist, watering 2–3 times a week in summer. It loves humidity.",
      care: "Cinnamon can be kept as a shrub in a 16-inch pot by pruning. Bark is harvested from 2–3 year old shoots during the monsoon, when it peels easily.",
    },
  },
  {
    slug: "cardamom-elaichi",
    title: "Cardamom (Elaichi)",
    scientificName: "Elettaria cardamomum",
    kind: "broadleaf",
    category: "kitchen-herbs",
    care: { light: "Shade", water: "High", careLevel: "Expert", petSafe: false, placement: "Indoor or outdoor" },
    rupees: 349,
    discount: 10,
    stock: 32,
    rating: 4.3,
    description:
      "Green cardamom, the 'queen of spices' from the Western Ghats, grown as a lush clump of long, aromatic leaves. It makes a handsome shade plant even before it flowers. You receive a 12–15 inch plant in a 6-inch nursery pot.",
    blog: {
      title: "Elaichi: The Queen of Spices",
      historicalUse:
        "Ela is described in Ayurvedic texts as a digestive and breath freshener, and cardamom from the Cardamom Hills of Kerala has been traded to Arabia and Rome since ancient times. It is one of the Trijataka, the three fragrant spices.",
      physicalHealth:
        "Cardamom is traditionally chewed after meals to aid digestion and freshen breath, and is added to milk and chai to balance heaviness. Its seeds contain aromatic oils such as cineole.",
      mentalHealth:
        "The sweet, floral fragrance of cardamom is instantly uplifting, and elaichi chai is one of India's most beloved comfort drinks. Even without flowers, its long, glossy leaves release a faint cardamom scent when crushed.",
      traditionalModernUses:
        "Used in chai, biryani, sweets and masalas, and distilled for perfume. Kerala and Karnataka are India's main producers.",
      soil: "Rich, loose, slightly acidic forest soil with plenty of leaf mould and compost. It must drain well.",
      sunlight:
        "Shade to partial shade: bright, filtered light like a forest understorey. Direct sun scorches the leaves.",
      water: "Keep the soil constantly moist and the air humid. Mist the leaves in dry weather.",
      care: "Cardamom flowers only in humid, warm conditions and usually after 2–3 years; in dry cities enjoy it as a foliage plant. Remove old, dry stems and feed with compost every two months.",
    },
  },
  {
    slug: "black-pepper-vine",
    title: "Black Pepper Vine (Kali Mirch)",
    scientificName: "Piper nigrum",
    kind: "vine",
    category: "kitchen-herbs",
    care: { light: "Partial shade", water: "Medium", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 299,
    discount: 0,
    stock: 44,
    rating: 4.5,
    description:
      "A rooted Panniyur-type black pepper vine, the climber that made the Malabar Coast famous. Grow it up a moss stick, a pillar or a tree trunk. You receive a 12–15 inch vine on a support in a 6-inch nursery pot.",
    blog: {
      title: "Kali Mirch: The Black Gold of Malabar",
      historicalUse:
        "Maricha is one of the three pungent spices of Trikatu and appears throughout the Charaka Samhita. Pepper from the Malabar Coast drew Roman, Arab and Portuguese traders to Kerala and was once literally worth its weight in gold.",
      physicalHealth:
        "Black pepper is traditionally used to kindle digestion and clear congestion, and it is added to kadha with tulsi and ginger. Its piperine is known to increase the absorption of curcumin from turmeric.",
      mentalHealth:
        "The sharp aroma of freshly cracked pepper awakens the senses. Growing your own spice vine brings a bit of Kerala's monsoon greenery home.",
      traditionalModernUses:
        "Used whole and ground in almost every cuisine, in Trikatu churna, and distilled for oil. White pepper is the same fruit with the skin removed.",
      soil: "Rich, porous, well-drained soil with lots of organic matter and a slightly acidic pH. Mix garden soil, compost and cocopeat in equal parts. Add a handful of neem cake to keep soil pests away.",
      sunlight: "Partial shade with bright, filtered light. On a balcony, avoid harsh afternoon sun.",
      water: "Keep the soil moist and the air humid. Water 2–3 times a week in summer and mist in dry weather.",
      care: "Tie the vine to its support as it grows so the aerial roots can cling. Feed with compost and neem cake every two months; in humid regions it may fruit in 2–3 years.",
    },
  },
  {
    slug: "betel-leaf-paan",
    title: "Betel Leaf Vine (Paan)",
    scientificName: "Piper betle",
    kind: "vine",
    category: "medicinal-plants",
    care: { light: "Shade", water: "High", careLevel: "Moderate", petSafe: false, placement: "Indoor or outdoor" },
    rupees: 229,
    discount: 0,
    stock: 50,
    rating: 4.4,
    description:
      "The paan vine, with glossy heart-shaped leaves used for offerings and the after-dinner paan. It grows quickly on a moss stick or trellis. You receive a 10–12 inch rooted vine in a 6-inch nursery pot.",
    blog: {
      title: "Paan: The Leaf of Hospitality",
      historicalUse:
        "Tambula, betel leaf, is described in the Sushruta Samhita and Ashtanga Hridaya as a digestive and mouth freshener taken after meals. Offering paan has been a sign of hospitality and respect for over two thousand years.",
      physicalHealth:
        "Fresh betel leaves are traditionally used to aid digestion and freshen the breath, and a warmed leaf is sometimes placed on the chest for congestion. Tobacco and areca nut, often added in commercial paan, are harmful and not part of this tradition.",
      mentalHealth:
        "Sharing paan after a festive meal is a joyful social custom, and the leaves are central to many rituals and ceremonies. A healthy vine by the kitchen means fresh leaves for every festival.",
      traditionalModernUses:
        "Used in pujas, weddings and sweet paan with gulkand and fennel. Leaves are also used to wrap offerings and in some home remedies.",
      soil: "Moist, fertile, well-drained soil rich in compost and leaf mould. In pots use garden soil, compost and cocopeat in equal parts. Good drainage is essential, as the roots rot quickly.",
      sunlight: "Shade to partial shade. It is traditionally grown in shaded enclosures called barejas.",
      water: "Keep the soil consistently moist and the air humid. Water daily in hot weather.",
      care: "Provide a moss stick or trellis, feed monthly with diluted compost tea, and pick mature leaves regularly. Protect it from cold winds in North Indian winters.",
    },
  },
  {
    slug: "insulin-plant",
    title: "Insulin Plant",
    scientificName: "Chamaecostus cuspidatus",
    kind: "broadleaf",
    category: "medicinal-plants",
    care: {
      light: "Partial shade",
      water: "Medium",
      careLevel: "Easy",
      petSafe: false,
      placement: "Indoor or outdoor",
    },
    option: "Pot size",
    variants: [
      { name: "6-inch pot", rupees: 199, stock: 68 },
      { name: "8-inch pot", rupees: 329, stock: 22 },
    ],
    discount: 15,
    rating: 4.3,
    description:
      "The insulin plant, also called fiery costus, has spiralling stems of glossy leaves with purple undersides and bright orange flowers in the monsoon. Its leaves are chewed in South Indian folk practice. Choose a 10–12 inch plant in a 6-inch nursery pot, or a bushy 18–20 inch clump in an 8-inch pot.",
    blog: {
      title: "Insulin Plant: A Folk Favourite from South India",
      historicalUse:
        "Native to Central and South America, Costus igneus was introduced to India as an ornamental and became popular in Kerala and Tamil Nadu as a household herb in the last few decades. Within a generation it has become one of the most shared plants in South Indian neighbourhoods. Cuttings are often passed from family to family.",
      physicalHealth:
        "Its leaves are chewed in folk practice in the belief that they help manage blood sugar, and laboratory studies have explored this. It is not a substitute for diabetes treatment; anyone on medication should consult their doctor.",
      mentalHealth:
        "Its spiral growth and bright orange blooms make it a cheerful, easy-care plant for shaded balconies. Cuttings root easily, so it is a lovely plant to share with friends and neighbours.",
      traditionalModernUses:
        "Leaves are eaten fresh or dried into powder in home practice. In gardens it is grown as an ornamental ground cover in moist shade.",
      soil: "Rich, moist, well-drained soil with compost. Mix garden soil, compost and cocopeat in equal parts. It dislikes dry, sandy soil.",
      sunlight: "Partial shade. Bright indirect light or morning sun.",
      water:
        "Keep the soil moist, watering 2–3 times a week in summer. Do not let the soil dry out completely. Reduce watering in winter when growth slows.",
      care: "It spreads by underground rhizomes and stem cuttings root easily; divide the clump every year. Feed monthly with compost during the monsoon.",
    },
  },
  {
    slug: "sadabahar",
    title: "Sadabahar (Madagascar Periwinkle)",
    scientificName: "Catharanthus roseus",
    kind: "flowering",
    category: "flowering-plants",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    option: "Pot size",
    variants: [
      { name: "4-inch pot", rupees: 129, stock: 98 },
      { name: "6-inch pot", rupees: 199, stock: 40 },
    ],
    discount: 0,
    rating: 4.5,
    description:
      "Sadabahar, 'ever-blooming', flowers all year round in pink, white or magenta and shrugs off heat and neglect. Choose a flowering 6–8 inch plant in a 4-inch nursery pot, or a bushy 10–12 inch plant in a 6-inch pot (colour as available).",
    blog: {
      title: "Sadabahar: The Flower That Never Stops",
      historicalUse:
        "Native to Madagascar, periwinkle spread across India so thoroughly that it is now found in every town. It became world-famous in the 1950s when its alkaloids vinblastine and vincristine were developed into cancer medicines.",
      physicalHealth:
        "In Indian folk practice its leaves are used in home remedies, but the plant is toxic in larger amounts and should not be consumed without medical advice. Its real value is as a tough, beautiful ornamental.",
      mentalHealth:
        "A pot of sadabahar blooming through heatwaves and monsoons is a small daily reminder of resilience. Its neat, glossy foliage and steady flowers brighten any balcony with almost no effort.",
      traditionalModernUses:
        "Grown in gardens, temples and roadsides. Cultivated commercially for pharmaceutical alkaloids.",
      soil: "Any well-drained soil. It grows even in poor, sandy soil.",
      sunlight:
        "Full sun for the most flowers. It thrives in the hottest spots where other plants struggle. In shade it produces only a few flowers.",
      water: "Water when the soil is dry. It is drought tolerant and dislikes soggy roots.",
      care: "Pinch tips to keep it bushy and remove leggy stems. It self-seeds freely; keep it away from pets and children who might chew it.",
    },
  },
  {
    slug: "kalanchoe-patharchatta",
    title: "Kalanchoe (Patharchatta)",
    scientificName: "Kalanchoe pinnata",
    kind: "succulent",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Indoor or outdoor" },
    option: "Pot size",
    variants: [
      { name: "5-inch pot", rupees: 149, stock: 76 },
      { name: "8-inch pot", rupees: 279, stock: 20 },
    ],
    discount: 0,
    rating: 4.4,
    description:
      "Patharchatta, the 'leaf of life', is a succulent whose scalloped leaves sprout baby plantlets along their edges. It is popular in North Indian folk practice. Choose a 6–8 inch plant in a 5-inch nursery pot, or a 14–16 inch plant in an 8-inch pot.",
    blog: {
      title: "Patharchatta: The Leaf That Grows New Plants",
      historicalUse:
        "Known in Ayurveda as Parnabeeja, 'leaf that acts as a seed', Kalanchoe pinnata has been used in Indian folk medicine for generations. Its ability to grow new plants from fallen leaves has fascinated gardeners everywhere.",
      physicalHealth:
        "Its leaves are traditionally used in North India in the belief that they support kidney health, and a warmed leaf is applied to minor wounds. Medicinal use should be guided by a practitioner, as the plant contains potent compounds.",
      mentalHealth:
        "Watching tiny plantlets appear on the edge of a leaf is a delight for children and adults alike, and sharing them with friends spreads the joy. It is one of the easiest plants to propagate, so it is perfect for school projects.",
      traditionalModernUses:
        "Leaves are used fresh in folk remedies and grown as an easy houseplant. It produces hanging, bell-shaped flowers in winter.",
      soil: "A gritty succulent mix of garden soil, sand and cocopeat. Add some brick pieces or perlite for extra drainage. Avoid rich, moisture-holding mixes.",
      sunlight: "Bright light with 3–5 hours of sun. Some afternoon shade in peak summer.",
      water: "Water only when the soil is dry. It stores water in its leaves.",
      care: "Pot up the plantlets that drop from the leaves, or they will sprout everywhere. Pinch the top to keep it compact.",
    },
  },
  {
    slug: "snake-plant",
    title: "Snake Plant (Murva)",
    scientificName: "Dracaena trifasciata",
    kind: "succulent",
    category: "medicinal-plants",
    care: { light: "Shade", water: "Low", careLevel: "Easy", petSafe: false, placement: "Indoor" },
    option: "Pot size",
    variants: [
      { name: "6-inch pot", rupees: 299, stock: 64 },
      { name: "8-inch pot", rupees: 499, stock: 22 },
      { name: "10-inch pot", rupees: 799, stock: 10 },
    ],
    discount: 12,
    rating: 4.7,
    description:
      "A tough, architectural snake plant with upright, banded leaves edged in gold, one of the easiest indoor plants there is. Its Indian cousin, Murva, is a traditional fibre and medicinal plant. Choose a 12–15 inch plant in a 6-inch nursery pot, a fuller 18–20 inch clump in an 8-inch pot, or a 2 ft clump in a 10-inch pot.",
    blog: {
      title: "Snake Plant: The Unkillable Indoor Companion",
      historicalUse:
        "The Indian bowstring hemp, Murva (Dracaena roxburghiana), is mentioned in Ayurvedic texts, and its strong fibres were used for bowstrings. Its African relative, the snake plant, is now one of the most popular houseplants in Indian homes.",
      physicalHealth:
        "Snake plants are grown for their looks and easy care rather than medicinal use; they are mildly toxic if chewed, so keep them away from pets. NASA's well-known 1989 study tested them for removing indoor air pollutants.",
      mentalHealth:
        "A healthy green plant in a bedroom or study softens the space, and the snake plant thrives with so little care that it builds confidence in new plant parents. Its upright, sculptural form also gives a calm, orderly look to a room.",
      traditionalModernUses:
        "Used as a decorative indoor plant in homes and offices and in vastu-inspired arrangements. Leaf cuttings are an easy way to propagate it.",
      soil: "A fast-draining mix of garden soil, sand and cocopeat. Terracotta pots work well.",
      sunlight:
        "Tolerates low light but grows best in bright, indirect light or gentle morning sun. It survives in dim corners but grows slowly there. Avoid harsh afternoon sun, which bleaches the leaves.",
      water:
        "Water only when the soil is completely dry: every 2–3 weeks indoors, even less in winter. Water the soil, not the leaf rosette. Overwatering, especially in winter, is the most common cause of rot.",
      care: "Overwatering is the main way to lose it. Wipe the leaves occasionally and divide it when it fills the pot.",
    },
  },
  {
    slug: "lajwanti",
    title: "Lajwanti (Touch-Me-Not)",
    scientificName: "Mimosa pudica",
    kind: "fineleaf",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 129,
    discount: 0,
    stock: 46,
    rating: 4.4,
    description:
      "Lajwanti, the shy plant, folds its fern-like leaves the moment you touch it and opens them again a few minutes later. It has fluffy pink pom-pom flowers in summer. You receive a 4–6 inch plant in a 4-inch nursery pot.",
    blog: {
      title: "Lajwanti: The Shy Plant That Folds at a Touch",
      historicalUse:
        "Called Lajjalu, 'the bashful one', in Sanskrit, Mimosa pudica is described in Ayurvedic texts as astringent and cooling. It grows wild across India in fields and along roadsides.",
      physicalHealth:
        "The roots and leaves are traditionally used in astringent preparations and in folk remedies for minor wounds. Internal use should only be on a practitioner's advice.",
      mentalHealth:
        "Its instant response to touch makes Lajwanti endlessly fascinating for children and a gentle lesson in how living things sense their world. Children often remember the first time they saw its leaves fold.",
      traditionalModernUses:
        "Used in classical formulations such as Samangadi churna, and grown as a curiosity plant for schools and homes. Its roots and leaves are used in some Ayurvedic astringent preparations. Teachers also use it to demonstrate plant movement.",
      soil: "Light, sandy, well-drained soil with a little compost. It grows in poor soil as long as drainage is good. Avoid rich feeding, which makes it leggy.",
      sunlight: "Full sun to bright light. It closes its leaves at night and in deep shade.",
      water:
        "Keep the soil slightly moist, watering when the surface is dry. Let the top layer dry slightly between waterings. Waterlogged soil rots the roots.",
      care: "It has small thorns on the stems, so handle gently. Collect seeds from the pods to sow in spring; it can become weedy in open ground.",
    },
  },
  {
    slug: "nirgundi",
    title: "Nirgundi",
    scientificName: "Vitex negundo",
    kind: "broadleaf",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "Low", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 199,
    discount: 0,
    stock: 38,
    rating: 4.4,
    description:
      "Nirgundi is an aromatic shrub with distinctive five-fingered leaves, silvery underneath, and spikes of lavender flowers. Its leaves are a classic Ayurvedic herb for aches. You receive a 12–15 inch plant in a 6-inch nursery pot.",
    blog: {
      title: "Nirgundi: The Herb That Protects the Body",
      historicalUse:
        "Nirgundi means 'that which protects the body from disease'. It is described in the Sushruta Samhita and is a common hedge plant in Indian villages, where its leaves are used in hot fomentations.",
      physicalHealth:
        "Nirgundi leaves are traditionally used externally in oils and warm poultices to ease muscle and joint aches, and in steam for congestion. Nirgundi taila is a well-known massage oil.",
      mentalHealth:
        "A warm leaf fomentation after a long day is a deeply relaxing traditional therapy, and the shrub's aroma is refreshing. Its lavender flower spikes also attract bees and butterflies to the garden.",
      traditionalModernUses:
        "Leaves are stored with grain to repel insects and used in pinda sweda (herbal bolus massage). The plant makes an excellent, low-maintenance hedge.",
      soil: "Grows in most well-drained soils, including poor and rocky ground. It naturally grows along riverbanks and village hedges. In pots use garden soil with a little compost.",
      sunlight:
        "Full sun to partial shade. It is happiest with 3–5 hours of direct sun and moist soil. In very hot regions, give it afternoon shade.",
      water: "Water moderately. It is drought tolerant once established.",
      care: "Prune after flowering to keep it bushy; it grows quickly and can be kept as a 1–2 metre shrub. Very little feeding is needed.",
    },
  },
  {
    slug: "adulsa-vasaka",
    title: "Adulsa (Vasaka)",
    scientificName: "Justicia adhatoda",
    kind: "broadleaf",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 179,
    discount: 5,
    stock: 42,
    rating: 4.5,
    description:
      "Adulsa or Vasaka is a dense evergreen shrub with large lance-shaped leaves and white, tiger-striped flowers. It is the best-known Ayurvedic herb for cough. You receive a 10–12 inch plant in a 6-inch nursery pot.",
    blog: {
      title: "Vasaka: The Classic Herb for Cough",
      historicalUse:
        "Vasa is praised in Ayurvedic texts as a leading herb for the respiratory tract, and the Ashtanga Hridaya recommends it for cough and breathing difficulty. It grows as a hedge in villages across India.",
      physicalHealth:
        "Vasaka leaves are traditionally used in syrups and decoctions to support the respiratory system during coughs. Its alkaloid vasicine led to modern cough medicines; pregnant women should avoid it.",
      mentalHealth:
        "Relief from a troublesome cough brings restful nights. Many families still rely on a vasaka-honey remedy prepared by grandparents.",
      traditionalModernUses:
        "Used in Vasavaleha, Vasarishta and many cough syrups. Its leaves are also used as a green manure and insect repellent.",
      soil: "Hardy in most soils. Prefers well-drained loam.",
      sunlight:
        "Full sun to partial shade. It is happiest with 3–5 hours of direct sun and moist soil. In very hot regions, give it afternoon shade.",
      water:
        "Water moderately, about twice a week in summer. Let the topsoil dry between waterings. Once established in the ground, it is drought tolerant.",
      care: "Prune to shape after the monsoon; cuttings root easily. It makes an excellent hedge that grazing animals avoid because of its bitterness.",
    },
  },
  {
    slug: "gudmar",
    title: "Gudmar (Gymnema)",
    scientificName: "Gymnema sylvestre",
    kind: "vine",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "Medium", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 249,
    discount: 0,
    stock: 28,
    rating: 4.3,
    description:
      "Gudmar is a woody climber from the forests of central and southern India whose leaves temporarily stop you tasting sweetness. You receive a 10–12 inch rooted vine in a 6-inch nursery pot.",
    blog: {
      title: "Gudmar: The Sugar Destroyer",
      historicalUse:
        "Gudmar means 'destroyer of sugar' in Hindi, and Meshashringi, its Sanskrit name, refers to its ram's-horn-shaped fruits. Ayurvedic physicians have used it for madhumeha (excess sugar in urine) for centuries.",
      physicalHealth:
        "Chewing a leaf blocks the taste of sweetness for a while, and gudmar is traditionally used to support healthy blood-sugar levels. It is not a replacement for diabetes treatment; consult your doctor before use.",
      mentalHealth:
        "Its sugar-blocking effect is a fun experiment, and some people find it helps them reduce a craving for sweets. Its glossy leaves and twining stems also make a neat green screen on a fence.",
      traditionalModernUses:
        "Leaves are dried for powder, tea and tablets. Extracts are widely sold as herbal supplements.",
      soil: "Well-drained red or loamy soil with compost. Add sand if your soil is heavy. It dislikes waterlogged roots.",
      sunlight:
        "Partial shade to full sun. It tolerates the dappled shade under trees. In full sun, keep the soil a little more moist.",
      water:
        "Water moderately, allowing the topsoil to dry between waterings. It is fairly drought tolerant once established. Water less in winter.",
      care: "Provide a trellis or fence to climb. Harvest mature leaves after the first year; prune after the monsoon to keep it tidy.",
    },
  },
  {
    slug: "pippali-long-pepper",
    title: "Pippali (Long Pepper)",
    scientificName: "Piper longum",
    kind: "vine",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "Medium", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 249,
    discount: 10,
    stock: 34,
    rating: 4.4,
    description:
      "Pippali is a slender creeping vine with heart-shaped leaves and small catkin-like fruit spikes, the long pepper of Trikatu. You receive an 8–10 inch rooted plant in a 5-inch nursery pot.",
    blog: {
      title: "Pippali: The Long Pepper of Trikatu",
      historicalUse:
        "Pippali is one of the most important herbs of Ayurveda: the Charaka Samhita describes Pippali rasayana, a regimen of gradually increasing doses. Long pepper reached Europe long before black pepper did.",
      physicalHealth:
        "The dried fruit spikes are traditionally used to kindle digestion and support the lungs, often with honey. It is one of the three pungents in Trikatu with black pepper and dry ginger.",
      mentalHealth:
        "In Ayurveda, a strong digestive fire is linked with clarity and vitality, and Pippali is one of its classic supports. Its glossy, heart-shaped leaves also make a lovely trailing plant for a shaded balcony.",
      traditionalModernUses:
        "Used in Trikatu, Sitopaladi and many classical formulations, and in pickles in some regions. The root, Pippalimula, is also used.",
      soil: "Rich, moist, well-drained soil with plenty of organic matter. Mix garden soil, leaf mould and compost in equal parts. A wide, shallow pot suits its creeping habit.",
      sunlight: "Partial shade. It grows naturally in humid forests.",
      water: "Keep the soil moist and humidity high. Water 2–3 times a week in summer.",
      care: "Let it trail in a wide pot or climb a short support. Harvest the fruit spikes when they turn dark green to black and dry them in the sun.",
    },
  },
  {
    slug: "chitrak",
    title: "Chitrak (White Leadwort)",
    scientificName: "Plumbago zeylanica",
    kind: "flowering",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 199,
    discount: 0,
    stock: 26,
    rating: 4.3,
    description:
      "Chitrak is a rambling shrub with clusters of delicate white phlox-like flowers almost all year. Its root is a strong digestive herb in Ayurveda. You receive a 10–12 inch flowering plant in a 6-inch nursery pot.",
    blog: {
      title: "Chitrak: The Fire of Digestion",
      historicalUse:
        "The Charaka Samhita names Chitraka as the foremost herb for stimulating digestion and for piles. It is one of the ingredients of Chitrakadi vati, a well-known digestive formulation.",
      physicalHealth:
        "The root is strongly heating and is traditionally used, after purification, to support digestion. The fresh root can irritate the skin and must never be self-medicated; pregnant women should avoid it.",
      mentalHealth:
        "Its airy white flowers bring a soft, calming look to a sunny corner and attract butterflies. Its soft flower clusters also make a gentle, cooling contrast to brighter summer plants.",
      traditionalModernUses:
        "Purified root is used in classical formulations. The plant is grown as an ornamental hedge and for butterfly gardens.",
      soil: "Well-drained loam with compost. It tolerates a range of soils as long as water drains freely. In pots use garden soil with one-third compost.",
      sunlight:
        "Full sun to partial shade. It is happiest with 3–5 hours of direct sun and moist soil. In very hot regions, give it afternoon shade.",
      water: "Water moderately. Let the soil dry slightly between waterings.",
      care: "Prune lightly after flowering to keep it compact. Wear gloves when handling roots.",
    },
  },
  {
    slug: "vacha-sweet-flag",
    title: "Vacha (Sweet Flag)",
    scientificName: "Acorus calamus",
    kind: "grass",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "High", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 229,
    discount: 0,
    stock: 22,
    rating: 3.9,
    description:
      "Vacha is a marsh plant with sword-like, iris-like leaves and an aromatic rhizome, traditionally called the herb of speech. It grows happily in a pot standing in water. You receive a 10–12 inch clump in a 5-inch nursery pot.",
    blog: {
      title: "Vacha: The Herb of Speech",
      historicalUse:
        "Vacha means 'speech', and the herb is described in the Charaka Samhita as medhya, sharpening intellect and voice. In many Indian homes a tiny amount of vacha was traditionally rubbed on a baby's tongue, a practice no longer recommended.",
      physicalHealth:
        "The rhizome is traditionally used in very small doses in formulations for the voice and digestion. Some types contain beta-asarone, so internal use should only be on a practitioner's advice.",
      mentalHealth:
        "Vacha is traditionally used as a medhya herb, often combined with Brahmi and Shankhpushpi, to support clarity and concentration. The sweet, spicy scent of a freshly cut rhizome is surprisingly pleasant.",
      traditionalModernUses:
        "Rhizome is used in Saraswatarishta and in dried form as an insect repellent for stored grain. In gardens it is a striking plant for ponds and water bowls.",
      soil: "Heavy, rich, permanently wet soil or mud, like pond margins. Use clay-rich garden soil without sand or cocopeat, which float in water. A pot without drainage holes, or standing in a tray of water, works best.",
      sunlight:
        "Full sun to partial shade. It is happiest with 3–5 hours of direct sun and moist soil. In very hot regions, give it afternoon shade.",
      water: "Keep the soil permanently wet. Stand the pot in a tray or shallow pond with 2–5 cm of water.",
      care: "Divide the clump every year or two. Remove old brown leaves and top up the water regularly in summer.",
    },
  },
  {
    slug: "patchouli",
    title: "Patchouli",
    scientificName: "Pogostemon cablin",
    kind: "broadleaf",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "Medium", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 229,
    discount: 15,
    stock: 30,
    rating: 4.3,
    description:
      "Patchouli is a bushy herb with soft, scalloped leaves whose rich, earthy fragrance develops as they dry. It grows well in humid, partly shaded spots. You receive an 8–10 inch plant in a 5-inch nursery pot.",
    blog: {
      title: "Patchouli: The Earthy Scent of the East",
      historicalUse:
        "Indian traders once packed dried patchouli leaves with shawls and silks sent to Europe to repel moths, and the scent became a sign of genuine Indian textiles. It is cultivated in Kerala, Karnataka and the North-East.",
      physicalHealth:
        "Patchouli oil is used in aromatherapy and skin care, always diluted. It is not a classical Ayurvedic herb but fits well in a fragrant garden.",
      mentalHealth:
        "Its deep, woody fragrance is considered grounding and is widely used in meditation blends and incense. Drying a few leaves yourself and smelling the fragrance deepen over days is a lovely small project.",
      traditionalModernUses:
        "Leaves are dried and distilled for oil used in perfumes, incense and soaps. Dried leaves are placed in wardrobes to deter moths.",
      soil: "Rich, loamy, well-drained soil with compost. Mix garden soil, compost and cocopeat in equal parts. Avoid heavy clay, which stays wet and rots the roots.",
      sunlight: "Partial shade. Bright light without harsh afternoon sun.",
      water: "Keep the soil moist but not waterlogged. It droops quickly when dry and recovers after watering.",
      care: "Pinch the tips to make it bushy and harvest leaves regularly. Dry leaves in shade for a few days to develop the fragrance.",
    },
  },
  {
    slug: "citronella",
    title: "Citronella Grass",
    scientificName: "Cymbopogon winterianus",
    kind: "grass",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 179,
    discount: 0,
    stock: 58,
    rating: 4.4,
    description:
      "Java citronella, a tall aromatic grass whose leaves release a fresh, lemony scent when brushed. A popular balcony plant for evenings outdoors. You receive a multi-stem clump in a 6-inch nursery pot.",
    blog: {
      title: "Citronella: The Fragrant Grass of Summer Evenings",
      historicalUse:
        "Citronella was brought to India from Sri Lanka and Java and is now cultivated widely in Assam and the North-East for its oil. It is a close cousin of lemongrass and palmarosa.",
      physicalHealth:
        "Citronella oil is used in natural mosquito repellents and room sprays, always diluted. The leaves are not usually eaten, unlike lemongrass.",
      mentalHealth:
        "Its clean, citrus fragrance makes balcony evenings more pleasant and is often used in aromatherapy for freshness. Crushing a blade and rubbing it between your fingers is an instant pick-me-up.",
      traditionalModernUses:
        "Leaves are distilled for citronella oil used in candles, soaps, incense and repellents. The grass also helps control soil erosion on slopes.",
      soil: "Fertile, well-drained loam with compost. A wide pot of at least 12 inches.",
      sunlight:
        "Full sun. Give it at least six hours of direct sun for the biggest blooms. In shade the plants become leggy and flower poorly.",
      water: "Keep the soil moist in summer, watering every 2–3 days. Reduce in winter.",
      care: "Cut the leaves back to 30 cm after every few months to encourage fresh growth, and divide the clump yearly. Protect it from frost.",
    },
  },
  {
    slug: "palmarosa",
    title: "Palmarosa (Rosha Grass)",
    scientificName: "Cymbopogon martinii",
    kind: "grass",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 179,
    discount: 10,
    stock: 24,
    rating: 4.0,
    description:
      "Palmarosa is a hardy, drought-tolerant Indian grass whose leaves smell softly of rose. It is cultivated in Madhya Pradesh and Maharashtra for its oil. You receive a rooted clump in a 6-inch nursery pot.",
    blog: {
      title: "Palmarosa: The Grass That Smells of Roses",
      historicalUse:
        "Known as Rosha grass, palmarosa grows wild in the dry forests of central India, and its oil was exported from Bombay to Turkey, where it was used to extend rose attar. Today palmarosa oil is distilled mainly in Madhya Pradesh, Maharashtra and Andhra Pradesh. It remains one of India's traditional aromatic exports.",
      physicalHealth:
        "Palmarosa oil is used in skin care and aromatherapy for its gentle, rosy fragrance, always diluted in a carrier oil. Never apply the oil undiluted or take it internally. Do a patch test before using it on the skin.",
      mentalHealth:
        "Its soft floral scent is considered calming and uplifting, and it is a popular ingredient in relaxation blends. Rubbing a fresh leaf between your fingers releases a soft rose scent.",
      traditionalModernUses:
        "Distilled for oil used in soaps, perfumes and cosmetics. Farmers grow it on marginal land because it needs little water.",
      soil: "Any well-drained soil. It tolerates poor, sandy or stony ground.",
      sunlight:
        "Full sun. Give it at least six hours of direct sun for the biggest blooms. In shade the plants become leggy and flower poorly.",
      water: "Water moderately. It is very drought tolerant once established.",
      care: "Harvest the flowering tops, which hold the most oil, and cut the clump back after each harvest. Divide every two years.",
    },
  },
  {
    slug: "durva-grass",
    title: "Durva Grass (Doob)",
    scientificName: "Cynodon dactylon",
    kind: "grass",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: true, placement: "Outdoor" },
    rupees: 99,
    discount: 0,
    stock: 90,
    rating: 4.5,
    description:
      "Durva, the sacred grass offered to Lord Ganesha, in a ready pot so you always have fresh blades for puja. It is also the classic Indian lawn grass. You receive a dense mat of durva in a 6-inch nursery pot.",
    blog: {
      title: "Durva: The Sacred Grass of Ganesha",
      historicalUse:
        "Durva is praised in the Atharva Veda for its endurance, and bunches of 21 blades are offered to Ganesha. In Ayurveda it is described as cooling and is used to stop minor bleeding.",
      physicalHealth:
        "Fresh durva juice is traditionally taken as a cooling tonic, and the paste is applied to small cuts and nosebleeds in folk practice. In Ayurveda it is described as cooling and astringent. Consult a practitioner before using it regularly.",
      mentalHealth:
        "Walking barefoot on dewy doob grass in the morning is an age-old practice said to refresh the eyes and calm the mind. Offering its fresh blades each morning is a simple, meditative routine for many devotees.",
      traditionalModernUses:
        "Offered in Ganesh puja and used in lawns, cricket pitches and erosion control. Its juice is a popular wellness drink in some regions.",
      soil: "Any garden soil with good drainage. It even grows in poor soil.",
      sunlight: "Full sun. It thins out in shade.",
      water: "Water every 2–3 days in summer. It survives drought by going dormant and greens up again after rain.",
      care: "Trim regularly to keep the blades tender, and feed with a little compost every two months. Keep it in a pot, as it spreads fast in garden beds.",
    },
  },
  {
    slug: "parijat-harsingar",
    title: "Parijat (Harsingar)",
    scientificName: "Nyctanthes arbor-tristis",
    kind: "flowering",
    category: "flowering-plants",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    option: "Pot size",
    variants: [
      { name: "6-inch pot", rupees: 299, stock: 40 },
      { name: "10-inch pot", rupees: 599, stock: 12 },
    ],
    discount: 0,
    rating: 4.8,
    description:
      "Parijat, the night-flowering jasmine, opens white flowers with bright orange tubes every night from August to November and drops them by dawn. Its leaves are a well-known Ayurvedic herb. Choose a 12–15 inch plant in a 6-inch nursery pot, or a 3 ft plant ready to flower in a 10-inch pot.",
    blog: {
      title: "Parijat: The Celestial Night Jasmine",
      historicalUse:
        "In the Puranas, Krishna brought the Parijat tree from Indra's heaven for Satyabhama. Its flowers are the only ones that may be gathered from the ground for worship. It is the state flower of West Bengal, where it is called Shiuli.",
      physicalHealth:
        "Harsingar leaves are traditionally used in decoctions for joint aches and seasonal fevers. Medicinal use should be guided by a practitioner.",
      mentalHealth:
        "Waking up to a carpet of fragrant white-and-orange flowers under the tree is one of the quiet joys of autumn and the Durga Puja season. Many families collect the fallen flowers each morning for worship.",
      traditionalModernUses:
        "The orange flower tubes were once used to dye the robes of Buddhist monks and to colour sweets. The flowers are used in worship and garlands.",
      soil: "Well-drained loam with compost. It tolerates poorer soils.",
      sunlight: "Full sun to partial shade. More sun gives more flowers.",
      water: "Water regularly in the first year. Mature plants need watering once or twice a week in summer.",
      care: "Prune lightly after flowering to shape it. It grows into a small tree, so move it to the ground or a large container.",
    },
  },
  {
    slug: "aparajita-butterfly-pea",
    title: "Aparajita (Butterfly Pea)",
    scientificName: "Clitoria ternatea",
    kind: "vine",
    category: "flowering-plants",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    option: "Pot size",
    variants: [
      { name: "5-inch pot", rupees: 149, stock: 72 },
      { name: "8-inch pot", rupees: 269, stock: 24 },
    ],
    discount: 0,
    rating: 4.7,
    description:
      "Aparajita is a fast-growing climber with deep blue flowers that colour herbal teas an astonishing blue. It flowers almost all year in warm regions. Choose a 10–12 inch vine in a 5-inch nursery pot, or a 2–3 ft flowering vine on a support in an 8-inch pot.",
    blog: {
      title: "Aparajita: The Blue Flower of the Goddess",
      historicalUse:
        "Aparajita, 'the unconquered', is sacred to Goddess Durga and is offered during Navratri. In some regions of South India, Clitoria ternatea is also used as a form of Shankhpushpi.",
      physicalHealth:
        "The blue flowers are traditionally used in teas and the roots in classical preparations. Blue tea, made with the flowers, is naturally caffeine free and rich in anthocyanins.",
      mentalHealth:
        "As a medhya herb in some traditions, Aparajita is associated with a calm mind. Watching a cup of blue tea turn purple with a squeeze of lemon is a small moment of wonder.",
      traditionalModernUses:
        "Flowers colour teas, rice and sweets in India and South-East Asia. The plant is also a nitrogen-fixing legume used as fodder and green manure.",
      soil: "Any well-drained soil. It fixes its own nitrogen and needs little feeding.",
      sunlight:
        "Full sun for plenty of flowers. It tolerates some shade, but flowering drops. A sunny railing is ideal.",
      water: "Water when the topsoil is dry. It is moderately drought tolerant.",
      care: "Provide a trellis or railing. Pick flowers daily and collect dried pods for seeds; cut it back after a year to renew growth.",
    },
  },
  {
    slug: "champa-champak",
    title: "Champa (Champak)",
    scientificName: "Magnolia champaca",
    kind: "flowering",
    category: "flowering-plants",
    care: { light: "Partial shade", water: "Medium", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 499,
    discount: 10,
    stock: 18,
    rating: 4.6,
    description:
      "Champak, the golden-yellow, intensely fragrant flower of temples and gajras, grown as a grafted plant that flowers young. You receive a 15–18 inch grafted plant in an 8-inch nursery bag.",
    blog: {
      title: "Champa: The Golden Fragrance of Temples",
      historicalUse:
        "Champaka appears in Sanskrit poetry and temple architecture, and its flowers are offered to Vishnu. Ayurvedic texts describe the flower and bark as cooling and aromatic.",
      physicalHealth:
        "The flowers are traditionally used in cooling preparations and fragrant oils, and the bark in folk remedies for fever. Its essential oil is used in aromatherapy. Use all preparations as advised by a practitioner.",
      mentalHealth:
        "Its rich, sweet fragrance is one of the most treasured in India and is widely used in incense and attar for a calm, devotional mood. A single flower can scent an entire room.",
      traditionalModernUses:
        "Used in garlands, hair adornments, attar and the famous champa incense. The tree is planted in temple gardens across South India.",
      soil: "Deep, fertile, well-drained, slightly acidic soil with lots of compost. Mix in leaf mould and well-rotted manure before planting. It dislikes waterlogged or alkaline soil.",
      sunlight:
        "Full sun to partial shade. It is happiest with 3–5 hours of direct sun and moist soil. In very hot regions, give it afternoon shade.",
      water: "Keep the soil moist. Water 2–3 times a week in summer.",
      care: "Protect young plants from frost and strong wind. It grows into a medium tree; grafted plants can flower within 2–3 years.",
    },
  },
  {
    slug: "kagzi-nimbu",
    title: "Kagzi Nimbu (Lime)",
    scientificName: "Citrus aurantiifolia",
    kind: "tree",
    category: "trees",
    care: { light: "Full sun", water: "Medium", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    option: "Pot size",
    variants: [
      { name: "8-inch nursery bag", rupees: 349, stock: 46 },
      { name: "12-inch pot", rupees: 899, stock: 10 },
    ],
    discount: 0,
    rating: 4.6,
    description:
      "A grafted Kagzi lime, the thin-skinned, juicy nimbu of Indian kitchens, that fruits well in a large pot. Choose a 1.5–2 ft grafted plant in an 8-inch nursery bag, or a 3 ft grafted plant old enough to fruit in a 12-inch pot.",
    blog: {
      title: "Kagzi Nimbu: Sunshine in a Pot",
      historicalUse:
        "Limes and lemons (Nimbuka) are native to the region between North-East India and Myanmar and are described in Ayurvedic texts as appetising and digestive. Nimbu pani has cooled Indians for centuries.",
      physicalHealth:
        "Lime juice is traditionally used to support digestion and appetite and is a good source of vitamin C. A glass of warm water with lime is a familiar morning habit.",
      mentalHealth:
        "The fragrance of lime blossom and leaves is fresh and uplifting, and picking your own limes is deeply satisfying. Its white blossoms scent the whole terrace in spring.",
      traditionalModernUses:
        "Used in nimbu pani, pickles, chutneys and cleaning. Lime and green chillies hung at doorways are a familiar folk custom.",
      soil: "Well-drained, slightly acidic loam with compost. Citrus dislikes waterlogging.",
      sunlight:
        "Full sun for at least 6 hours. Place pots on the sunniest spot of the terrace. In shade it grows leaves but few fruits.",
      water: "Water deeply when the top two inches are dry. Irregular watering causes fruit drop.",
      care: "Feed with compost and a citrus fertiliser every 6–8 weeks. Remove shoots below the graft and watch for leaf miners and citrus butterfly caterpillars.",
    },
  },
  {
    slug: "pomegranate-anar",
    title: "Pomegranate (Anar)",
    scientificName: "Punica granatum",
    kind: "tree",
    category: "trees",
    care: { light: "Full sun", water: "Medium", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    option: "Pot size",
    variants: [
      { name: "8-inch nursery bag", rupees: 399, stock: 36 },
      { name: "12-inch pot", rupees: 899, stock: 8 },
    ],
    discount: 12,
    rating: 4.5,
    description:
      "A Bhagwa pomegranate, the saffron-skinned, deep-red variety from Maharashtra, grown from a rooted cutting. Its scarlet flowers alone make it worth growing. Choose a 1.5–2 ft plant in an 8-inch nursery bag, or a 3 ft plant ready to flower and fruit in a 12-inch pot.",
    blog: {
      title: "Anar: The Jewel-Filled Fruit",
      historicalUse:
        "Dadima, the pomegranate, is praised by Charaka as one of the best fruits, balancing all three doshas. It came to India from Persia in ancient times and is grown today in Maharashtra, Karnataka and Gujarat.",
      physicalHealth:
        "Pomegranate is traditionally used to support digestion and heart health, and the rind is used in astringent preparations. The juice is rich in antioxidants.",
      mentalHealth:
        "Its glowing red flowers and jewel-like seeds make it one of the most beautiful fruit plants for a terrace. Sunbirds visit its scarlet flowers, bringing life to the garden.",
      traditionalModernUses:
        "Eaten fresh, juiced, and dried seeds (anardana) are used as a souring spice. The rind is used as a natural dye and in Dadimashtaka churna.",
      soil: "Well-drained loam. It tolerates slightly alkaline and dry soils.",
      sunlight: "Full sun. Fruit sets best in hot, dry weather.",
      water: "Water regularly while fruit develops. Sudden heavy watering after a dry spell makes fruit split.",
      care: "Prune to 3–4 main stems and remove suckers. Feed with compost before flowering, and bag young fruits to protect them from fruit borers.",
    },
  },
  {
    slug: "jamun",
    title: "Jamun (Indian Blackberry)",
    scientificName: "Syzygium cumini",
    kind: "tree",
    category: "trees",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 399,
    discount: 0,
    stock: 28,
    rating: 4.5,
    description:
      "A grafted jamun plant that bears its purple, astringent-sweet summer fruit within 4–5 years instead of 8–10 from seed. You receive a 1.5–2 ft grafted plant in an 8-inch nursery bag.",
    blog: {
      title: "Jamun: The Purple Fruit of the Monsoon",
      historicalUse:
        "Jambu gives its name to Jambudvipa, the ancient name for India, and the fruit is described in Ayurvedic texts as astringent and cooling. Lord Rama is said to have eaten jamun during his exile.",
      physicalHealth:
        "Jamun seed powder is traditionally used to support healthy blood-sugar levels, and the fruit is traditionally used for digestion. People on diabetes medication should consult their doctor first.",
      mentalHealth:
        "Purple-stained fingers and tongues from eating jamun with salt are a cherished childhood memory of the early monsoon. Its dense canopy also gives deep, cool shade in summer.",
      traditionalModernUses:
        "Fruit is eaten fresh, made into juice, vinegar and jam; the seeds are dried into powder. It is a common avenue tree in Indian cities.",
      soil: "Deep, well-drained loam. It also grows in heavier soil near water.",
      sunlight:
        "Full sun. Give it at least six hours of direct sun for the biggest blooms. In shade the plants become leggy and flower poorly.",
      water: "Water young trees weekly. Mature trees are hardy but fruit better with water in the dry season.",
      care: "Plant in the ground with room to grow into a large tree. Prune lightly to shape and remove shoots from below the graft.",
    },
  },
  {
    slug: "fennel-saunf",
    title: "Fennel (Saunf)",
    scientificName: "Foeniculum vulgare",
    kind: "fineleaf",
    category: "kitchen-herbs",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: true, placement: "Outdoor" },
    option: "Sold as",
    variants: [
      { name: "Live plant", rupees: 129, stock: 50 },
      { name: "Seeds, 50 g", rupees: 49, stock: 90 },
    ],
    discount: 0,
    rating: 4.3,
    description:
      "Saunf, with feathery, anise-scented foliage and yellow umbrella flowers that turn into the familiar seeds. Grow it for leaves, flowers and your own mukhwas. You receive a 6–8 inch plant in a 5-inch nursery pot, or 50 g of seeds to sow in October–November.",
    blog: {
      title: "Saunf: The After-Dinner Seed",
      historicalUse:
        "Shatapushpa and Mishreya are the Ayurvedic names of fennel, described as a sweet, cooling digestive. Gujarat, especially the Unjha market, is one of the world's largest fennel trading centres.",
      physicalHealth:
        "Fennel seeds are traditionally chewed after meals to aid digestion and freshen breath, and fennel water (saunf ka pani) is given for bloating and to cool the body. Saunf is a gentle, cooling spice and is often given after heavy meals. It is safe in culinary amounts for most people.",
      mentalHealth:
        "The sweet, gentle aroma of saunf is comforting, and its feathery foliage sways beautifully in a breeze. Swallowtail caterpillars love it too, so you may have butterfly visitors.",
      traditionalModernUses:
        "Used as mukhwas, in pickles, panch phoron, paan and sherbets. Its flowers attract bees and beneficial insects to the garden.",
      soil: "Fertile, well-drained loam with compost. Use a deep pot for the long taproot.",
      sunlight:
        "Full sun. Give it at least six hours of direct sun for the biggest blooms. In shade the plants become leggy and flower poorly.",
      water:
        "Keep the soil moderately moist, watering every 2–3 days. Water more often in dry, windy weather. Avoid waterlogging, which rots the taproot.",
      care: "Sow in October–November in the plains. Harvest seed heads when they turn greenish-brown and dry them in shade for the best flavour.",
    },
  },
  {
    slug: "coriander-dhaniya",
    title: "Coriander (Dhaniya)",
    scientificName: "Coriandrum sativum",
    kind: "fineleaf",
    category: "kitchen-herbs",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: true, placement: "Outdoor" },
    option: "Sold as",
    variants: [
      { name: "Grow tray", rupees: 99, stock: 80 },
      { name: "Seeds, 100 g", rupees: 49, stock: 150 },
    ],
    discount: 0,
    rating: 4.2,
    description:
      "A tray of fresh, fragrant dhaniya for chutneys and garnishes, grown in a nursery tray and ready to cut. You receive a dense 4–6 inch crop in a 6-inch round grow tray, or 100 g of seeds to sow from October to February.",
    blog: {
      title: "Dhaniya: The Fresh Finish of Indian Food",
      historicalUse:
        "Dhanyaka is described in Ayurvedic texts as a cooling digestive that balances all three doshas. Coriander seeds have been found in ancient sites around the world and are a staple of Indian masalas.",
      physicalHealth:
        "Coriander seed water is traditionally used to cool the body and support digestion, and the leaves are rich in vitamins A, C and K. Coriander is one of the most cooling spices in Ayurveda. It is often added to balance spicy food.",
      mentalHealth:
        "Snipping fresh coriander to finish a dish is one of the simple pleasures of a kitchen garden. Its fresh, green aroma instantly lifts a meal.",
      traditionalModernUses:
        "Leaves garnish curries, chaat and chutneys. Seeds go into masalas, and dhaniya panjiri is offered during Janmashtami.",
      soil: "Light, fertile, well-drained soil with compost. Use a container at least 6 inches deep. Mix garden soil, compost and a little sand.",
      sunlight: "Full sun in winter. Partial shade in warm weather, which makes it bolt to seed.",
      water: "Keep the soil lightly moist. Water gently every 1–2 days.",
      care: "Crush the seeds lightly before sowing and sow a new batch every 2–3 weeks in the cool season. Harvest outer leaves first to keep the plant productive.",
    },
  },
  {
    slug: "bhumi-amla",
    title: "Bhumi Amla",
    scientificName: "Phyllanthus amarus",
    kind: "fineleaf",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 149,
    discount: 0,
    stock: 40,
    rating: 4.4,
    description:
      "Bhumi Amla is a small, delicate herb whose tiny fruits hang under the leaves like miniature amlas. It appears everywhere in the monsoon and is a well-known liver herb. You receive a 4–6 inch plant in a 4-inch nursery pot.",
    blog: {
      title: "Bhumi Amla: The Little Amla of the Ground",
      historicalUse:
        "Bhumyamalaki, 'amla of the earth', is described in Ayurvedic texts for its bitter, cooling properties. In South India it is called keezhanelli and has long been used in folk practice for jaundice.",
      physicalHealth:
        "Bhumi Amla is traditionally used to support the liver, and it has been studied for its phyllanthin content. Jaundice and liver disease need medical care; use it only under a practitioner's guidance.",
      mentalHealth:
        "Discovering the tiny fruits hidden under its leaves is a lovely lesson in looking closely at the plants around us. It is a humble weed to most people, but a treasured herb to those who know it.",
      traditionalModernUses:
        "Whole plant is used fresh, as juice or powder, and in liver-support formulations. It appears in many over-the-counter liver tonics. In villages the fresh plant is ground with buttermilk.",
      soil: "Any light, moist, well-drained soil. It naturally comes up in moist garden beds during the rains. A pot of garden soil with a little compost is all it needs.",
      sunlight:
        "Partial shade to full sun. It tolerates the dappled shade under trees. In full sun, keep the soil a little more moist.",
      water: "Keep the soil moist. It is naturally a monsoon plant.",
      care: "It self-seeds readily. Harvest the whole plant when it is fruiting and let a few plants drop seed for the next season.",
    },
  },
  {
    slug: "shami-tree",
    title: "Shami Tree",
    scientificName: "Prosopis cineraria",
    kind: "tree",
    category: "trees",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 299,
    discount: 0,
    stock: 20,
    rating: 4.4,
    description:
      "Shami, the khejri of the Thar desert, is a sacred, drought-hardy tree with feathery leaves. It is worshipped on Dussehra and is the state tree of Rajasthan. You receive a 12–15 inch sapling in a 6-inch nursery pot.",
    blog: {
      title: "Shami: The Sacred Tree of the Desert",
      historicalUse:
        "The Pandavas hid their weapons in a Shami tree during their exile, and its leaves are exchanged as 'gold' on Dussehra. In 1730 the Bishnoi community of Khejarli gave their lives to protect khejri trees, an event remembered as the first tree-hugging movement.",
      physicalHealth:
        "Shami bark and leaves are used in folk remedies, and the pods (sangri) are cooked in the famous Rajasthani dish ker sangri. Its leaves are traditionally used in folk remedies for the skin. The tree's biggest gift is nutritious food and fodder in the driest land.",
      mentalHealth:
        "Shami symbolises victory and endurance. Worshipping it on Dussehra is a ritual of courage and new beginnings.",
      traditionalModernUses:
        "Pods are eaten as sangri. Leaves feed livestock; the tree enriches desert soil by fixing nitrogen.",
      soil: "Sandy, well-drained soil. It tolerates poor, alkaline soils.",
      sunlight:
        "Full sun. Give it at least six hours of direct sun for the biggest blooms. In shade the plants become leggy and flower poorly.",
      water: "Water sparingly; its deep roots make it extremely drought tolerant. Avoid waterlogging.",
      care: "Grows slowly in pots; plant it in the ground for a long-lived tree. Very little fertiliser is needed.",
    },
  },
  {
    slug: "lotus-kamal",
    title: "Lotus (Kamal)",
    scientificName: "Nelumbo nucifera",
    kind: "flowering",
    category: "flowering-plants",
    care: { light: "Full sun", water: "High", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 599,
    discount: 15,
    stock: 12,
    rating: 4.6,
    description:
      "The pink sacred lotus, India's national flower, supplied as a sprouted tuber that grows into large round leaves and blooms in summer. You receive a sprouted tuber with 2–3 leaves, packed moist, with a planting guide.",
    blog: {
      title: "Kamal: The Flower That Rises from the Mud",
      historicalUse:
        "The lotus is the seat of Lakshmi, Saraswati and Brahma and a symbol of purity in Hindu, Buddhist and Jain art. Ayurveda uses nearly every part of it: Kamala for the flower, Kamala kanda for the stem and Padmabeeja for the seeds.",
      physicalHealth:
        "Lotus flowers and stamens are traditionally used in cooling preparations, and the seeds (kamal gatta) and stems (kamal kakdi) are nutritious foods eaten across India. Lotus seeds are a popular fasting food. Makhana, puffed fox nuts, come from a different water plant, Euryale ferox.",
      mentalHealth:
        "The lotus blooming clean above muddy water is one of the deepest symbols of spiritual growth. A lotus bowl on a terrace is a serene focal point.",
      traditionalModernUses:
        "Stems are cooked as kamal kakdi, seeds roasted or made into kheer, and flowers offered in worship. Lotus stems and seeds are used in Kashmiri and Bengali cooking. Lotus ponds are also a central feature of temple gardens.",
      soil: "Heavy clay or pond mud in a wide, watertight container of at least 18 inches without drainage holes. Do not use potting mix or cocopeat, which float. Bury the tuber lightly in the mud with the growing tip just above the surface.",
      sunlight: "Full sun for 6 or more hours. Without it lotus will not flower.",
      water:
        "Keep 10–15 cm of water above the soil at all times and top up in summer. Rainwater or stored water is ideal. Remove any leaves that turn yellow to keep the water clean.",
      care: "Add a few mosquito fish or change water regularly to prevent mosquito breeding. Feed with special aquatic fertiliser tablets pushed into the mud once a month in summer.",
    },
  },
  {
    slug: "hadjod",
    title: "Hadjod (Bone Setter)",
    scientificName: "Cissus quadrangularis",
    kind: "vine",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 199,
    discount: 0,
    stock: 34,
    rating: 4.4,
    description:
      "Hadjod is an unusual succulent vine with four-angled, jointed stems that look like a string of green bones. It is traditionally used in bone and joint care. You receive a 10–12 inch rooted plant in a 5-inch nursery pot.",
    blog: {
      title: "Hadjod: The Bone Setter Vine",
      historicalUse:
        "Asthisamharaka, 'that which joins bones', is described in Ayurvedic texts, notably the Bhavaprakasha, for fractures. Village bone setters used its stem paste in splints.",
      physicalHealth:
        "Hadjod is traditionally used to support bone and joint health, and modern studies have looked at its role in fracture healing. Fractures need proper medical care; use it only as guided.",
      mentalHealth:
        "Its strange, segmented stems are a talking point, and it is an easy, tough plant for sunny windows. Watching the jointed stems put out new segments is oddly satisfying.",
      traditionalModernUses:
        "Young stems are cooked into chutney in South India after roasting. Dried stems are made into powder and tablets.",
      soil: "A gritty, well-drained succulent mix. Use garden soil, coarse sand and cocopeat in equal parts. Add brick pieces at the bottom for drainage.",
      sunlight: "Full sun to bright light. Give it 4–6 hours of direct sun. In shade the stems become thin and pale.",
      water: "Water when the soil is dry. It stores water in its stems.",
      care: "Give it a support to climb with its tendrils. Stem segments root easily; handle fresh stems with gloves, as they can irritate skin.",
    },
  },
  {
    slug: "tejpatta-bay-leaf",
    title: "Tejpatta (Indian Bay Leaf)",
    scientificName: "Cinnamomum tamala",
    kind: "tree",
    category: "kitchen-herbs",
    care: { light: "Partial shade", water: "Medium", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 299,
    discount: 0,
    stock: 30,
    rating: 4.4,
    description:
      "Tejpatta, the Indian bay leaf with three parallel veins and a warm, clove-cinnamon aroma, as a young tree you can harvest from for years. You receive a 12–15 inch sapling in a 6-inch nursery pot.",
    blog: {
      title: "Tejpatta: The Fragrant Leaf of Biryani",
      historicalUse:
        "Tamalapatra is one of the Trijataka spices of Ayurveda with cardamom and cinnamon, and was traded from the Himalayan foothills to Rome as malabathrum. It grows wild in the forests of Uttarakhand, Sikkim and the North-East.",
      physicalHealth:
        "Tejpatta is traditionally used to support digestion and to warm the body in winter. It flavours many slow-cooked dishes.",
      mentalHealth:
        "The aroma of tejpatta crackling in hot ghee is the start of many festive meals and is deeply comforting. Picking fresh leaves from your own tree for a pot of pulao is a small luxury.",
      traditionalModernUses:
        "Leaves flavour biryani, pulao, dal and garam masala, and are used in spice blends and tea in the hills. In the hills of Uttarakhand and Sikkim, the leaves are sometimes brewed into a warming tea. It is also an ingredient in many spice blends.",
      soil: "Rich, well-drained, slightly acidic loam with leaf mould. Mix garden soil with leaf mould and compost. It dislikes heavy, waterlogged clay.",
      sunlight: "Partial shade to full sun. Young plants prefer shade.",
      water:
        "Keep the soil moist, watering twice a week in summer. Reduce watering in winter. Mulch the base to keep the roots cool.",
      care: "Grow it as a shrub in a 16-inch pot with regular pruning, or plant it in the ground in cooler regions. Harvest mature leaves and dry them in shade.",
    },
  },
  {
    slug: "clove-laung",
    title: "Clove (Laung)",
    scientificName: "Syzygium aromaticum",
    kind: "tree",
    category: "kitchen-herbs",
    care: { light: "Partial shade", water: "High", careLevel: "Expert", petSafe: false, placement: "Outdoor" },
    rupees: 599,
    discount: 10,
    stock: 10,
    rating: 4.2,
    description:
      "A young clove tree, the source of laung, the dried flower buds of the spice box. It grows best in warm, humid regions such as Kerala, coastal Karnataka and the North-East. You receive a 12–15 inch sapling in an 8-inch nursery bag.",
    blog: {
      title: "Laung: The Spice That Sailed the World",
      historicalUse:
        "Lavanga is described in Ayurvedic texts as a light, pungent spice good for the mouth and digestion. Originally from the Moluccas, cloves were planted in Kerala and Tamil Nadu's hills in the nineteenth century.",
      physicalHealth:
        "A clove held against a sore tooth is one of the most familiar home remedies, and clove oil is used in dental care. Cloves are traditionally added to kadha for the throat.",
      mentalHealth:
        "The warm, spicy aroma of cloves in chai or biryani brings a sense of comfort and festivity. Its rose-red new leaves and glossy foliage also make a handsome plant for humid gardens.",
      traditionalModernUses:
        "Used in garam masala, chai, paan, dental products and incense. The glossy young leaves are bright pink-red.",
      soil: "Deep, rich, well-drained loam with lots of organic matter. Enrich the planting pit with compost and leaf mould. Avoid heavy clay and waterlogged ground.",
      sunlight: "Partial shade when young. Bright light later.",
      water: "Keep the soil moist and humidity high. It does not tolerate dry heat or waterlogging.",
      care: "Cloves are slow: trees flower after 6–8 years. Protect from drying winds, mulch heavily and feed with compost twice a year.",
    },
  },
  {
    slug: "anantmool",
    title: "Anantmool (Indian Sarsaparilla)",
    scientificName: "Hemidesmus indicus",
    kind: "vine",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "Medium", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 229,
    discount: 0,
    stock: 22,
    rating: 4.3,
    description:
      "Anantmool is a slender, twining vine with narrow leaves marked with white and fragrant, vanilla-scented roots. It is a cooling herb widely used in South Indian summer drinks. You receive an 8–10 inch rooted vine in a 5-inch nursery pot.",
    blog: {
      title: "Anantmool: The Endless Root",
      historicalUse:
        "Known as Sariva in Ayurveda, Anantmool is described in the Charaka Samhita as cooling and purifying. In Kerala and Tamil Nadu its roots flavour nannari sherbet, a popular summer drink.",
      physicalHealth:
        "The root is traditionally used to cool the body and support healthy skin, and it appears in many blood-purifying formulations. It is a gentle, widely used herb, but regular use should follow a practitioner's advice.",
      mentalHealth:
        "A glass of chilled nannari sherbet on a hot afternoon is pure comfort for many in South India. The vanilla-like fragrance of its dried roots is sweet and calming.",
      traditionalModernUses:
        "Roots are used in nannari syrup, Sarivadyasava and herbal teas. In Kerala the roots are also boiled into drinking water. It is a common ingredient in skin-care formulations.",
      soil: "Light, well-drained loam with compost. It grows naturally in open scrub and forest edges. Avoid waterlogged soil.",
      sunlight:
        "Partial shade to full sun. It tolerates the dappled shade under trees. In full sun, keep the soil a little more moist.",
      water: "Water moderately. Let the topsoil dry between waterings.",
      care: "Give it a thin support to twine around. Roots are harvested after 2 years; feed lightly with compost.",
    },
  },
  {
    slug: "castor-eranda",
    title: "Castor (Eranda)",
    scientificName: "Ricinus communis",
    kind: "broadleaf",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 149,
    discount: 0,
    stock: 26,
    rating: 3.8,
    description:
      "Eranda is a fast-growing shrub with huge, star-shaped leaves, often tinged red, grown for its oil and its dramatic foliage. The seeds are toxic and should not be eaten. You receive a 10–12 inch plant in a 6-inch nursery pot.",
    blog: {
      title: "Eranda: The Castor Plant of Ayurveda",
      historicalUse:
        "Eranda is praised by Charaka as the best herb for vata disorders, and castor oil has been used in Indian lamps and medicine for thousands of years. India is the world's largest castor producer, mostly from Gujarat.",
      physicalHealth:
        "Castor oil is traditionally used externally for massage of stiff joints and as a warm pack. Its seeds contain ricin and are poisonous; the oil sold commercially is processed to be safe.",
      mentalHealth:
        "A drop of castor oil massaged into the soles of the feet at bedtime is a traditional relaxing ritual in many homes. Its bold, star-shaped leaves also make a dramatic backdrop in the garden.",
      traditionalModernUses:
        "Oil is used in medicine, cosmetics, hair care, lubricants and biodiesel. Leaves are used in warm poultices for aches.",
      soil: "Grows in most well-drained soils, even poor ones. It grows even in poor, sandy ground. Avoid waterlogged soil.",
      sunlight:
        "Full sun. Give it at least six hours of direct sun for the biggest blooms. In shade the plants become leggy and flower poorly.",
      water: "Water moderately. It is drought tolerant once established.",
      care: "It grows quickly to two metres or more; prune to keep it compact. Remove seed pods if children or pets are around.",
    },
  },
  {
    slug: "mehndi-henna",
    title: "Mehndi (Henna)",
    scientificName: "Lawsonia inermis",
    kind: "broadleaf",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 179,
    discount: 0,
    stock: 50,
    rating: 4.5,
    description:
      "Mehndi, the henna shrub, with small glossy leaves for home-made mehndi paste and fragrant clusters of tiny flowers. It makes an excellent low hedge. You receive a 10–12 inch plant in a 6-inch nursery pot.",
    blog: {
      title: "Mehndi: The Colour of Celebration",
      historicalUse:
        "Madayantika, as henna is called in Ayurveda, has been used in India for body art, hair and cooling for centuries. Mehndi ceremonies before weddings are celebrated across communities.",
      physicalHealth:
        "Henna leaf paste is traditionally applied to the palms and soles to cool the body, and to the hair as a conditioning colour. Pure henna is safe for most people, but 'black henna' with chemicals is not.",
      mentalHealth:
        "Sitting together to apply mehndi before festivals is a joyful, creative ritual that brings families and friends together. The scent of its tiny flowers on summer evenings is a delightful bonus.",
      traditionalModernUses:
        "Leaves are dried and powdered for mehndi and hair colour; the flowers are used in perfume (henna attar). Sojat in Rajasthan is the henna capital of India.",
      soil: "Well-drained sandy or loamy soil. It tolerates poor soil.",
      sunlight:
        "Full sun. Give it at least six hours of direct sun for the biggest blooms. In shade the plants become leggy and flower poorly.",
      water: "Water moderately. It is drought tolerant once established.",
      care: "Prune regularly to keep it dense and to harvest fresh leaves. Grind fresh leaves with a little lemon juice for the best colour.",
    },
  },
  {
    slug: "nagkesar",
    title: "Nagkesar (Ceylon Ironwood)",
    scientificName: "Mesua ferrea",
    kind: "tree",
    category: "trees",
    care: { light: "Partial shade", water: "Medium", careLevel: "Expert", petSafe: false, placement: "Outdoor" },
    rupees: 499,
    discount: 0,
    stock: 0,
    rating: 4.4,
    description:
      "Nagkesar is a beautiful slow-growing tree with red new leaves and fragrant white flowers with golden stamens; it is the state tree of Mizoram. Its stamens are used in Ayurveda. You receive a 12–15 inch sapling in an 8-inch nursery bag.",
    blog: {
      title: "Nagkesar: The Ironwood with Golden Stamens",
      historicalUse:
        "Nagakeshara is listed in Ayurvedic texts as a fragrant, astringent herb, and its dried stamens are an ingredient of several classical formulations. Its extremely hard wood gave it the name ironwood.",
      physicalHealth:
        "The stamens are traditionally used in astringent preparations and in formulations for bleeding disorders, under a practitioner's guidance. It is not a herb for self-medication. The tree is grown mainly for its beauty and its role in traditional medicine.",
      mentalHealth:
        "Its flushes of glowing red new leaves and fragrant flowers make it one of the most beautiful trees to watch through the seasons. Its flowers are offered in temples and used to scent clothes.",
      traditionalModernUses:
        "Stamens are used in medicine and perfume. The timber is used for railway sleepers and construction; it is planted near temples in the North-East and South.",
      soil: "Deep, rich, well-drained soil with plenty of leaf mould. Enrich the planting pit with compost. It dislikes dry, sandy soil.",
      sunlight:
        "Partial shade when young, full sun later. Shelter it from harsh afternoon sun in its first years. It suits the humid climates of the North-East, Western Ghats and coastal south best.",
      water:
        "Keep the soil moist and humidity high. Water twice a week in summer and mist young plants in dry weather. Mulch the base to hold moisture.",
      care: "Slow growing; plant it in the ground in humid regions and mulch well. Protect young trees from frost and dry winds.",
    },
  },
  {
    slug: "safed-musli",
    title: "Safed Musli",
    scientificName: "Chlorophytum borivilianum",
    kind: "grass",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "Medium", careLevel: "Moderate", petSafe: false, placement: "Outdoor" },
    rupees: 249,
    discount: 15,
    stock: 24,
    rating: 4.2,
    description:
      "Safed Musli is a small lily-like herb with strap-shaped leaves and white star flowers, grown for its fleshy white roots. It grows in the monsoon and rests in winter. You receive a sprouted plant in a 5-inch nursery pot.",
    blog: {
      title: "Safed Musli: The White Gold of the Forest",
      historicalUse:
        "Musli is described in Ayurvedic texts as a rasayana and vajikarana (vitality-promoting) herb. It grows wild in the forests of Madhya Pradesh, Maharashtra and Gujarat and is now farmed to protect wild populations.",
      physicalHealth:
        "The dried root is traditionally used as a nourishing tonic for strength and vitality, usually with milk. Consult a practitioner before regular use.",
      mentalHealth:
        "As a rasayana it is associated with restoring energy and well-being after exhaustion. Watching its white star flowers appear with the monsoon is a quiet pleasure.",
      traditionalModernUses:
        "Roots are peeled, dried and powdered for tonics and health drinks. It is an important cash crop for tribal farmers.",
      soil: "Loose, sandy loam rich in organic matter with excellent drainage. Raised beds or deep pots help the fleshy roots grow straight. Avoid heavy clay.",
      sunlight:
        "Partial shade to full sun. It tolerates the dappled shade under trees. In full sun, keep the soil a little more moist.",
      water:
        "Water regularly during the monsoon growing season and keep it dry once the leaves die back in winter. Waterlogging rots the roots, so drainage must be excellent. Resume watering when new shoots appear with the rains.",
      care: "Roots are harvested about 90–100 days after the leaves wither. Replant a few roots in the next monsoon.",
    },
  },
  {
    slug: "kalonji-nigella",
    title: "Kalonji (Nigella)",
    scientificName: "Nigella sativa",
    kind: "fineleaf",
    category: "kitchen-herbs",
    care: { light: "Full sun", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 129,
    discount: 0,
    stock: 36,
    rating: 4.2,
    description:
      "Kalonji, with feathery leaves and pale blue flowers that form balloon-like pods full of black seeds. Grow it for your own kalonji and for its pretty flowers. You receive a 5–6 inch seedling in a 4-inch nursery pot.",
    blog: {
      title: "Kalonji: The Blessed Black Seed",
      historicalUse:
        "Known in Ayurveda as Upakunchika and in Unani as Shonaiz, black seed has been used across India, Persia and Arabia for centuries. A saying describes it as a remedy for everything but death.",
      physicalHealth:
        "Kalonji seeds are traditionally used to support digestion and respiratory health, and the oil is used on hair and skin. It is best taken in culinary amounts unless advised otherwise.",
      mentalHealth:
        "Its delicate blue flowers and quirky seed pods make it a charming winter plant for a sunny windowsill. Its papery, balloon-like seed pods are also lovely in dried arrangements.",
      traditionalModernUses:
        "Seeds flavour naan, pickles and panch phoron. Cold-pressed kalonji oil is used in hair and skin care.",
      soil: "Light, well-drained soil with some compost. A shallow container is enough. Do not overfeed, which reduces seed formation.",
      sunlight:
        "Full sun. Give it at least six hours of direct sun for the biggest blooms. In shade the plants become leggy and flower poorly.",
      water: "Water moderately. Avoid waterlogging.",
      care: "Sow in October–November. Harvest the pods when they dry and turn brown, then shake out the seeds.",
    },
  },
  {
    slug: "coleus-forskohlii",
    title: "Coleus Forskohlii (Makandi)",
    scientificName: "Plectranthus barbatus",
    kind: "broadleaf",
    category: "medicinal-plants",
    care: { light: "Partial shade", water: "Medium", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 199,
    discount: 0,
    stock: 28,
    rating: 3.9,
    description:
      "A hardy, aromatic herb with soft, fuzzy leaves and spikes of blue-violet flowers, grown for its thick, fragrant roots. It is cultivated in Karnataka and Tamil Nadu. You receive an 8–10 inch plant in a 6-inch nursery pot.",
    blog: {
      title: "Coleus Forskohlii: The Root of Forskolin",
      historicalUse:
        "Coleus forskohlii grows wild on the dry hills of India and has long been used in folk medicine; its root tubers are pickled in Gujarat and Karnataka. In the 1970s Indian scientists isolated the compound forskolin from it.",
      physicalHealth:
        "The root is traditionally used in folk practice for digestion and respiratory support, and forskolin extracts are sold as supplements. Anyone on heart or blood-pressure medication should consult a doctor before use.",
      mentalHealth:
        "Its fragrant, velvety leaves are pleasant to touch, and it is an easy, rewarding plant for a sunny spot. Its blue-violet flower spikes attract bees.",
      traditionalModernUses:
        "Roots are pickled and dried for extraction. The plant is grown as an ornamental for its blue flowers.",
      soil: "Light, well-drained, sandy loam. Mix garden soil with sand and a little compost. Heavy soil makes the tubers rot.",
      sunlight:
        "Full sun to partial shade. It is happiest with 3–5 hours of direct sun and moist soil. In very hot regions, give it afternoon shade.",
      water: "Water moderately. Avoid waterlogging, which rots the tubers.",
      care: "Pinch tips to make it bushy; roots are harvested after 5–6 months. Propagate easily from cuttings.",
    },
  },
  {
    slug: "kachnar",
    title: "Kachnar (Orchid Tree)",
    scientificName: "Bauhinia variegata",
    kind: "tree",
    category: "trees",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 349,
    discount: 0,
    stock: 32,
    rating: 4.5,
    description:
      "Kachnar is a small ornamental tree with twin-lobed 'camel's foot' leaves and orchid-like pink and white flowers in spring. Its buds are cooked in North India. You receive a 15–18 inch sapling in an 8-inch nursery bag.",
    blog: {
      title: "Kachnar: The Orchid Tree of Spring",
      historicalUse:
        "Kanchanara is described in Ayurvedic texts for glandular swellings, and Kanchanara guggulu is a classical formulation still used today. The tree flowers in the Himalayan foothills and across North India in February–March.",
      physicalHealth:
        "The bark is traditionally used in formulations for the thyroid and lymphatic system, under a practitioner's guidance. Flower buds are a seasonal vegetable.",
      mentalHealth:
        "A kachnar in full bloom is one of the loveliest signs of spring, drawing bees and sunbirds. Its unusual twin-lobed leaves fascinate children.",
      traditionalModernUses:
        "Buds are cooked as kachnar ki sabzi and pickled. The bark is used in medicine; the tree is a popular avenue ornamental.",
      soil: "Well-drained loam. It tolerates a range of soils.",
      sunlight:
        "Full sun. Give it at least six hours of direct sun for the biggest blooms. In shade the plants become leggy and flower poorly.",
      water: "Water young trees weekly. Mature trees are drought tolerant.",
      care: "Prune after flowering to shape. It is deciduous and briefly leafless in late winter before blooming.",
    },
  },
  {
    slug: "karanj",
    title: "Karanj (Pongamia)",
    scientificName: "Pongamia pinnata",
    kind: "tree",
    category: "trees",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 249,
    discount: 5,
    stock: 38,
    rating: 4.3,
    description:
      "Karanj is a hardy, fast-growing shade tree with glossy leaves and lilac flowers, whose seed oil is used in Ayurveda and as a biofuel. You receive a 12–18 inch sapling in a 6-inch nursery bag.",
    blog: {
      title: "Karanj: The Shade Tree with Healing Oil",
      historicalUse:
        "Karanja is described in the Sushruta Samhita for skin conditions and wounds, and its oil lit village lamps for centuries. Its twigs were used as tooth-cleaning sticks like neem.",
      physicalHealth:
        "Karanj oil is traditionally applied externally for skin care and to repel insects. The seeds are toxic and must not be eaten.",
      mentalHealth:
        "Its dense, cool shade and soft spring flowers make it a much-loved roadside and school-campus tree. It is also one of the best trees for greening bare, degraded land.",
      traditionalModernUses:
        "Oil is used in soaps, lamps and as biodiesel. Seed cake is an organic fertiliser and pest repellent.",
      soil: "Almost any soil, including poor, saline or waterlogged ground. It also tolerates drought and seasonal flooding. For saplings, a pit filled with compost gives a good start.",
      sunlight:
        "Full sun to partial shade. It is happiest with 3–5 hours of direct sun and moist soil. In very hot regions, give it afternoon shade.",
      water: "Water young trees twice a week in summer. Mature trees are very hardy.",
      care: "Plant in open ground away from foundations. It fixes nitrogen and improves the soil; prune lower branches to lift the canopy.",
    },
  },
  {
    slug: "gokshura",
    title: "Gokshura",
    scientificName: "Tribulus terrestris",
    kind: "fineleaf",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 149,
    discount: 0,
    stock: 30,
    rating: 3.9,
    description:
      "Gokshura is a low, trailing herb with fine pinnate leaves, small yellow flowers and spiny fruits. It is one of the ten roots of Dashamoola. You receive a spreading plant in a 5-inch nursery pot.",
    blog: {
      title: "Gokshura: The Humble Herb of Dashamoola",
      historicalUse:
        "Gokshura, 'cow's hoof', refers to its spiny fruits that catch in the hooves of cattle. It is described in the Charaka Samhita for urinary health and is one of the ten roots of Dashamoola.",
      physicalHealth:
        "The fruit is traditionally used to support urinary and kidney health and as a strength-promoting herb, especially in Gokshuradi guggulu. Consult a practitioner before using it regularly, especially if you have kidney concerns.",
      mentalHealth:
        "As a rasayana it is associated with vitality and well-being in Ayurveda. Its bright yellow flowers open in the morning sun and close by afternoon.",
      traditionalModernUses:
        "Dried fruits are powdered for churna and formulations. Extracts are sold as sports supplements.",
      soil: "Sandy, well-drained soil. It grows naturally on dry, sandy wasteland. Avoid rich feeding.",
      sunlight:
        "Full sun. Give it at least six hours of direct sun for the biggest blooms. In shade the plants become leggy and flower poorly.",
      water: "Water sparingly. It is a drought-loving plant.",
      care: "Its spiny fruits hurt bare feet, so grow it in a pot away from paths. Harvest fruits when dry and brown.",
    },
  },
  {
    slug: "bala",
    title: "Bala (Country Mallow)",
    scientificName: "Sida cordifolia",
    kind: "broadleaf",
    category: "medicinal-plants",
    care: { light: "Full sun", water: "Low", careLevel: "Easy", petSafe: false, placement: "Outdoor" },
    rupees: 149,
    discount: 0,
    stock: 26,
    rating: 3.7,
    description:
      "Bala is a small, velvety-leaved shrub with yellow flowers, one of the classic strength-giving herbs of Ayurveda. You receive an 8–10 inch plant in a 5-inch nursery pot.",
    blog: {
      title: "Bala: The Herb of Strength",
      historicalUse:
        "Bala means 'strength'. The Charaka Samhita lists it among the balya herbs, and Bala taila is a famous oil used in Kerala massage therapies.",
      physicalHealth:
        "The root is traditionally used to nourish and strengthen muscles and nerves, mainly in oils for massage. It contains ephedrine-like alkaloids, so internal use should be guided by a practitioner.",
      mentalHealth:
        "A warm Bala-oil massage is a deeply relaxing traditional therapy for body and mind. Its soft, velvety leaves and small yellow flowers are pleasant in a herb bed.",
      traditionalModernUses:
        "Used in Bala taila, Ksheerabala taila and Balarishta. These oils are used in Kerala's traditional massage therapies. The roots are also used in several classical decoctions.",
      soil: "Well-drained loam. It tolerates poor soils.",
      sunlight:
        "Full sun. Give it at least six hours of direct sun for the biggest blooms. In shade the plants become leggy and flower poorly.",
      water:
        "Water moderately, letting the soil dry between waterings. Avoid waterlogging. It is fairly drought tolerant once established.",
      care: "Prune lightly to keep it bushy and collect seeds for next season. It self-seeds freely and can become weedy. Remove unwanted seedlings while they are small.",
    },
  },
];

/** The growing guidance of a living plant in the catalogue, reused for its products. */
function growingOf(slug: string): Growing {
  const plant = livingPlants.find((p) => p.slug === slug);
  if (!plant) throw new Error(`No living plant with slug ${slug}`);
  const { soil, sunlight, water, care } = plant.blog;
  return { soil, sunlight, water, care };
}

// ---------------------------------------------------------------------------
// Herbal products (their blog's growing sections describe the source plant)
// ---------------------------------------------------------------------------

const herbalProducts: Entry[] = [
  {
    slug: "triphala-churna",
    title: "Triphala Churna",
    scientificName: "Phyllanthus emblica, Terminalia chebula, Terminalia bellirica",
    kind: "powder",
    category: "herbal-powders",
    rupees: 199,
    discount: 10,
    stock: 94,
    rating: 4.7,
    description:
      "A classic blend of equal parts amla, haritaki and bibhitaki, sun-dried, de-seeded and stone-ground in small batches. Traditionally taken with warm water at bedtime. You receive 100 g of churna in a resealable kraft pouch.",
    blog: {
      title: "Triphala: Three Fruits, One Formula",
      historicalUse:
        "Triphala appears in the Charaka Samhita and Sushruta Samhita and is perhaps the most widely used Ayurvedic formulation. Its three fruits, Amalaki, Haritaki and Bibhitaki, were believed to balance vata, pitta and kapha together.",
      physicalHealth:
        "Triphala is traditionally used to support regular digestion and gentle cleansing, and as an eye wash (after careful straining) in classical practice. Start with half a teaspoon in warm water; pregnant women and people on medication should consult a practitioner.",
      mentalHealth:
        "Ayurveda teaches that a calm, comfortable gut supports a calm mind, and a simple bedtime ritual of Triphala water is part of many people's daily routine (dinacharya). Triphala water is simple to prepare and quiet to sip before bed.",
      traditionalModernUses:
        "Taken as churna, tablets or Triphala ghrita, used as a gargle and in hair rinses. It is now one of India's best-known herbal exports.",
      soil: "All three source trees prefer deep, well-drained soils: amla tolerates light and even saline soils, while haritaki and bibhitaki grow in the loamy and laterite soils of central and southern India. All three are long-lived trees best planted in open ground rather than pots.",
      sunlight:
        "Amla, haritaki and bibhitaki are sun-loving trees of dry deciduous forests and fruit best in full sun. They are tolerant of heat and suit most of the Indian plains.",
      water:
        "Young trees need regular watering in the first two summers. Mature trees rely mostly on monsoon rain with occasional deep watering in the dry season.",
      care: "You can grow all three (see Amla, Haritaki and Bibhitaki in our catalogue). Keep this churna in its sealed pouch in a cool, dry place and use within 12 months; use a dry spoon every time.",
    },
  },
  {
    slug: "ashwagandha-powder",
    title: "Ashwagandha Root Powder",
    scientificName: "Withania somnifera",
    kind: "powder",
    category: "herbal-powders",
    rupees: 249,
    discount: 15,
    stock: 88,
    rating: 4.6,
    description:
      "Pure Ashwagandha root powder from Nagori-type roots grown in Madhya Pradesh, cleaned, shade-dried and finely milled. Traditionally taken with warm milk and a little honey at night. You receive 100 g of powder in a resealable kraft pouch.",
    blog: {
      title: "How to Use Ashwagandha Powder",
      historicalUse:
        "Charaka recommends Ashwagandha root powder with milk, ghee or honey as a rasayana for strength and vitality. The Nagori Ashwagandha of Rajasthan and Madhya Pradesh has long been considered the finest.",
      physicalHealth:
        "Ashwagandha is traditionally used to support strength, stamina and restful sleep. A common traditional dose is half a teaspoon in warm milk; pregnant women and people with thyroid conditions or on medication should consult a doctor.",
      mentalHealth:
        "As an adaptogen, Ashwagandha may help the body manage everyday stress, and a warm cup of 'moon milk' before bed is a soothing ritual. Warm milk with Ashwagandha, a pinch of cardamom and a little jaggery makes a gentle bedtime drink.",
      traditionalModernUses:
        "Stirred into milk, smoothies and laddoos, or taken in capsules. Its earthy, slightly bitter taste blends well with cardamom, cinnamon and jaggery.",
      ...growingOf("ashwagandha"),
    },
  },
  {
    slug: "amla-powder",
    title: "Amla Powder",
    scientificName: "Phyllanthus emblica",
    kind: "powder",
    category: "herbal-powders",
    rupees: 149,
    discount: 0,
    stock: 100,
    rating: 4.5,
    description:
      "Sun-dried, de-seeded Indian gooseberries from Pratapgarh, Uttar Pradesh, ground into a tangy powder. Use it in drinks, chutneys or hair packs. You receive 100 g of powder in a resealable kraft pouch.",
    blog: {
      title: "Amla Powder: A Daily Dose of Tradition",
      historicalUse:
        "Pratapgarh in Uttar Pradesh has been India's amla heartland for generations. Dried amla powder was how households preserved the winter fruit for use all year round.",
      physicalHealth:
        "Amla is traditionally used to support digestion, immunity, skin and hair, and is naturally rich in vitamin C. Half a teaspoon in warm water or with honey is a common daily habit.",
      mentalHealth:
        "As a rasayana, amla is associated with vitality and clarity. Mixing a fresh amla drink in the morning is a small act of self-care.",
      traditionalModernUses:
        "Used in juices, chutneys and Triphala, and mixed with shikakai and reetha for natural hair packs. Mix a teaspoon into warm water with honey for a tangy morning drink. A pinch also brightens dals and chutneys.",
      ...growingOf("amla"),
    },
  },
  {
    slug: "lakadong-turmeric-powder",
    title: "Lakadong Turmeric Powder",
    scientificName: "Curcuma longa",
    kind: "powder",
    category: "herbal-powders",
    rupees: 229,
    discount: 10,
    stock: 76,
    rating: 4.8,
    description:
      "Deep golden turmeric from the Lakadong hills of Meghalaya, known for its high curcumin content, sliced, sun-dried and stone-ground by a farmers' cooperative. You receive 200 g of powder in a resealable kraft pouch.",
    blog: {
      title: "Lakadong Turmeric: The Golden Spice of Meghalaya",
      historicalUse:
        "Lakadong turmeric has been grown by Khasi and Jaintia farmers in the West Jaintia Hills for generations and now carries a Geographical Indication tag. Haridra is used throughout Ayurvedic literature.",
      physicalHealth:
        "Turmeric is traditionally used to support joints, skin and digestion. For haldi doodh, warm a cup of milk with half a teaspoon of turmeric, a pinch of black pepper and a little ghee.",
      mentalHealth:
        "Golden milk at bedtime is one of the most comforting rituals in Indian homes. Its deep golden colour makes every dish look like a celebration.",
      traditionalModernUses:
        "Used in cooking, face packs, ubtan, golden lattes and as a natural dye. Store it in an airtight jar away from light to keep its colour and aroma. A little goes a long way.",
      ...growingOf("turmeric-plant"),
    },
  },
  {
    slug: "moringa-leaf-powder",
    title: "Moringa Leaf Powder",
    scientificName: "Moringa oleifera",
    kind: "powder",
    category: "herbal-powders",
    rupees: 199,
    discount: 0,
    stock: 70,
    rating: 4.4,
    description:
      "Tender moringa leaves from Tamil Nadu farms, shade-dried to keep their green colour and finely milled. Stir into dal, smoothies or rotis. You receive 100 g of powder in a resealable kraft pouch.",
    blog: {
      title: "Moringa Powder: Green Goodness for Every Day",
      historicalUse:
        "Murungai keerai, moringa leaves, have been a staple green in Tamil Nadu and Kerala for generations, and Sushruta mentions Shigru for its many uses. Drying the leaves lets families use them all year.",
      physicalHealth:
        "Moringa leaves are rich in protein, iron, calcium and vitamins; one teaspoon of powder adds nutrition to soups, dals and doughs. It is a food, not a medicine.",
      mentalHealth:
        "Adding a spoonful of green to every meal is an easy, positive habit that many people enjoy building. Its mild, grassy flavour is easy to hide in everyday cooking.",
      traditionalModernUses:
        "Used in podi, thepla, smoothies, soups and teas. Add it at the end of cooking to preserve its nutrients. Store it airtight away from light.",
      ...growingOf("moringa"),
    },
  },
  {
    slug: "neem-leaf-powder",
    title: "Neem Leaf Powder",
    scientificName: "Azadirachta indica",
    kind: "powder",
    category: "herbal-powders",
    rupees: 149,
    discount: 0,
    stock: 82,
    rating: 4.3,
    description:
      "Fresh neem leaves, washed, shade-dried and finely ground, for face packs, hair masks and herbal baths. You receive 100 g of powder in a resealable kraft pouch. For external use.",
    blog: {
      title: "Neem Powder for Skin and Hair",
      historicalUse:
        "Neem leaves have been used in Indian baths, face pastes and hair rinses for centuries. The Sushruta Samhita recommends neem for skin care.",
      physicalHealth:
        "Neem leaf powder is traditionally used in face packs and scalp masks to support clear skin and a healthy scalp. Mix a teaspoon with rose water or curd, apply for 10 minutes and rinse; do a patch test first.",
      mentalHealth:
        "A weekly neem and rose-water face pack is a relaxing self-care ritual. Its clean, herbal smell is instantly refreshing.",
      traditionalModernUses:
        "Used in face packs, hair masks, bath powders and as a natural insect repellent for stored woollens. For a hair pack, mix it with amla powder and curd. Store it in a dry, airtight jar.",
      ...growingOf("neem"),
    },
  },
  {
    slug: "shatavari-powder",
    title: "Shatavari Root Powder",
    scientificName: "Asparagus racemosus",
    kind: "powder",
    category: "herbal-powders",
    rupees: 279,
    discount: 0,
    stock: 54,
    rating: 4.5,
    description:
      "Peeled and dried Shatavari roots ground into a soft, cream-coloured powder with a mildly sweet taste. Traditionally taken with warm milk. You receive 100 g of powder in a resealable kraft pouch.",
    blog: {
      title: "Shatavari Powder: A Nourishing Tradition",
      historicalUse:
        "Shatavari kalpa, a preparation of the root with milk and sugar, is a traditional gift to new mothers, and the herb is praised in the Ashtanga Hridaya as a rasayana. It is still one of the most commonly recommended herbs in Ayurvedic women's care.",
      physicalHealth:
        "Shatavari is traditionally used to support women's health and digestion. A common traditional dose is half a teaspoon in warm milk; pregnant and breastfeeding women should use it only with a doctor's advice.",
      mentalHealth:
        "Its cooling, nourishing nature is associated with calm and contentment in Ayurveda. A warm cup of Shatavari milk at night is a soothing ritual.",
      traditionalModernUses:
        "Mixed into milk, porridge and laddoos, or taken as tablets and granules. Its mild, slightly sweet taste blends easily with cardamom and jaggery.",
      ...growingOf("shatavari"),
    },
  },
  {
    slug: "brahmi-powder",
    title: "Brahmi Powder",
    scientificName: "Bacopa monnieri",
    kind: "powder",
    category: "herbal-powders",
    rupees: 229,
    discount: 5,
    stock: 48,
    rating: 4.4,
    description:
      "Whole Brahmi herb, shade-dried and finely milled into a green powder. Traditionally taken with ghee or honey, or used in hair packs. You receive 100 g of powder in a resealable kraft pouch.",
    blog: {
      title: "Brahmi Powder: A Traditional Medhya Herb",
      historicalUse:
        "Brahmi was given to students in gurukuls to support memory, often cooked into Brahmi ghrita. It is one of the medhya rasayanas in the Charaka Samhita.",
      physicalHealth:
        "Brahmi powder is traditionally taken in small amounts with ghee or warm water and used in hair packs for the scalp. It can upset the stomach in large doses; consult a practitioner for regular use.",
      mentalHealth:
        "Brahmi is traditionally used to support memory, focus and calm, and is a popular herb during exam season. A calm evening routine with Brahmi tea suits study season.",
      traditionalModernUses:
        "Used in ghee, teas, hair oils and masks, and in capsules. Mix with a little ghee and honey for a traditional preparation. For hair, combine with amla powder and water.",
      ...growingOf("brahmi"),
    },
  },
  {
    slug: "giloy-powder",
    title: "Giloy Stem Powder",
    scientificName: "Tinospora cordifolia",
    kind: "powder",
    category: "herbal-powders",
    rupees: 179,
    discount: 0,
    stock: 66,
    rating: 4.3,
    description:
      "Mature giloy stems, preferably grown on neem, sliced, dried and ground into powder. Traditionally boiled into a kadha. You receive 100 g of powder in a resealable kraft pouch.",
    blog: {
      title: "Giloy Powder in the Monsoon Kitchen",
      historicalUse:
        "Guduchi is praised as Amrita in the Charaka Samhita, and giloy kadha has long been a monsoon staple in North Indian homes. It became a household name across India during the pandemic years.",
      physicalHealth:
        "Giloy is traditionally used to support immunity and the body's response to seasonal fevers. Boil half a teaspoon in a cup of water for a few minutes; people with autoimmune or liver conditions, and pregnant women, should consult a doctor first.",
      mentalHealth:
        "A warm cup of kadha shared with family on a rainy evening is a comforting seasonal ritual. The simple act of boiling and sipping slowly is itself calming.",
      traditionalModernUses:
        "Used in kadha with tulsi, ginger and black pepper, and in tablets and juices. Boil, strain and sip warm. Store the powder in a dry, airtight jar.",
      ...growingOf("giloy"),
    },
  },
  {
    slug: "chyawanprash",
    title: "Chyawanprash",
    scientificName: "Phyllanthus emblica (with 40+ herbs)",
    kind: "powder",
    category: "oils-and-preparations",
    rupees: 399,
    discount: 12,
    stock: 60,
    rating: 4.7,
    description:
      "A small-batch Chyawanprash made in the classical way: fresh amla cooked with ghee, sesame oil, jaggery, honey and over forty herbs and spices including pippali, cardamom and cinnamon. You receive a 500 g glass jar.",
    blog: {
      title: "Chyawanprash: The Ancient Winter Tonic",
      historicalUse:
        "The Charaka Samhita gives the recipe for Chyawanprash and tells how the aged sage Chyavana regained his youth with it. For generations Indian children have taken a spoonful every winter morning.",
      physicalHealth:
        "Chyawanprash is traditionally used to support immunity, strength and respiratory health, especially in the cold season. Take one teaspoon with warm milk; people with diabetes should note that it contains sugar and jaggery.",
      mentalHealth:
        "As a rasayana it is associated with vitality and a sense of well-being, and its familiar taste is full of childhood memories. A spoonful on a cold morning is a nostalgic start to the day.",
      traditionalModernUses:
        "Eaten by the spoon, spread on toast or stirred into warm milk. Modern versions include sugar-free and date-sweetened recipes.",
      ...growingOf("amla"),
    },
  },
  {
    slug: "sandalwood-powder",
    title: "Chandan Powder (Sandalwood)",
    scientificName: "Santalum album",
    kind: "powder",
    category: "herbal-powders",
    rupees: 499,
    discount: 0,
    stock: 20,
    rating: 4.6,
    description:
      "Finely ground heartwood of legally sourced Indian sandalwood, pale and fragrant, for face packs, tilak and puja. You receive 50 g of powder in a glass jar. For external use.",
    blog: {
      title: "Chandan: The Cooling Fragrance",
      historicalUse:
        "Sandalwood paste, rubbed on a stone with water, has been applied in worship and to cool the skin since Vedic times. Ayurvedic texts describe it as cooling and soothing for pitta.",
      physicalHealth:
        "Chandan is traditionally used in face packs to cool and soothe the skin and calm redness. Mix a teaspoon with rose water, apply for 10–15 minutes and rinse; do a patch test first.",
      mentalHealth:
        "Its calm, woody fragrance is used in meditation and prayer, and a dab of chandan on the forehead is traditionally said to cool the mind. Dabbing cool chandan paste on the wrists on a summer day is a lovely old habit.",
      traditionalModernUses:
        "Used for tilak, face packs, ubtan and as incense. Genuine sandalwood is rare and expensive because trees take decades to mature.",
      ...growingOf("sandalwood"),
    },
  },
  {
    slug: "haldi-chandan-ubtan",
    title: "Haldi Chandan Ubtan",
    scientificName: "Curcuma longa, Santalum album, Cicer arietinum",
    kind: "powder",
    category: "herbal-powders",
    rupees: 249,
    discount: 20,
    stock: 58,
    rating: 4.6,
    description:
      "A traditional bridal-style ubtan of besan, Lakadong turmeric, sandalwood, rose petals, orange peel and masoor dal, ready to mix with milk or rose water. You receive 100 g of powder in a glass jar. For external use.",
    blog: {
      title: "Ubtan: The Original Indian Face Pack",
      historicalUse:
        "Ubtan has been used in India for centuries, especially in the haldi ceremony before weddings. Ayurvedic texts describe udvartana, rubbing herbal powders on the skin, as part of daily care.",
      physicalHealth:
        "Ubtan is traditionally used to gently exfoliate and brighten the skin. Mix two teaspoons with milk or rose water into a paste, apply, let it half-dry and rub off gently; do a patch test first.",
      mentalHealth:
        "An ubtan ritual before a festival is a relaxing pause, and its scent of turmeric and rose is instantly festive. Doing it with family or friends makes it even more special.",
      traditionalModernUses:
        "Used before weddings and Diwali, as a weekly face and body scrub, and as a soap-free cleanser. Keep the jar dry and use a clean, dry spoon. Make only as much paste as you need.",
      ...growingOf("turmeric-plant"),
    },
  },
  {
    slug: "immunity-kadha-mix",
    title: "Immunity Kadha Mix",
    scientificName: "Ocimum tenuiflorum, Zingiber officinale, Piper nigrum, Cinnamomum verum",
    kind: "powder",
    category: "herbal-teas",
    rupees: 199,
    discount: 15,
    stock: 84,
    rating: 4.5,
    description:
      "A coarse-ground blend of tulsi, dry ginger (sonth), black pepper, cinnamon, mulethi and giloy for a quick home kadha. Boil one teaspoon in a cup and a half of water. You receive 100 g in a resealable kraft pouch.",
    blog: {
      title: "Kadha: India's Kitchen Remedy",
      historicalUse:
        "Kashaya (decoction) is one of the five basic Ayurvedic preparations described by Charaka. Every Indian family has its own kadha recipe, usually built around tulsi, ginger and black pepper.",
      physicalHealth:
        "Kadha is traditionally used to warm the body and support the respiratory system during colds and the monsoon. It is strong and heating, so one or two cups a day is plenty; add jaggery or honey after boiling.",
      mentalHealth:
        "A steaming cup of kadha, sipped slowly on a rainy evening, is as comforting as it is traditional. Breathing in the steam while it simmers is part of the ritual.",
      traditionalModernUses:
        "Boiled with water, sometimes finished with milk or lemon. It became a household staple across India during the pandemic years.",
      ...growingOf("tulsi-holy-basil"),
    },
  },
  {
    slug: "neem-oil",
    title: "Cold-Pressed Neem Oil",
    scientificName: "Azadirachta indica",
    kind: "tree",
    category: "oils-and-preparations",
    rupees: 249,
    discount: 0,
    stock: 90,
    rating: 4.5,
    description:
      "Pure, cold-pressed oil from neem seed kernels, with its natural strong aroma. Use it diluted for hair and skin care, or as an organic spray for your plants. You receive a 100 ml amber glass bottle.",
    blog: {
      title: "Neem Oil: For Skin, Scalp and Garden",
      historicalUse:
        "Neem oil has been pressed in Indian villages for centuries to light lamps, treat skin problems and protect crops. Ayurvedic texts use it in many external oils.",
      physicalHealth:
        "Neem oil is traditionally used externally, mixed with coconut oil, to support a healthy scalp and skin. Never swallow it and keep it away from children; do a patch test first.",
      mentalHealth:
        "Knowing you can protect your plants with a natural, home-made spray brings real peace of mind to an organic gardener. Its strong, earthy smell fades quickly once sprayed.",
      traditionalModernUses:
        "For plants, mix 5 ml neem oil and a few drops of liquid soap in a litre of water and spray in the evening against aphids and mealybugs. It is also used in soaps and shampoos.",
      ...growingOf("neem"),
    },
  },
  {
    slug: "bhringraj-hair-oil",
    title: "Bhringraj Hair Oil",
    scientificName: "Eclipta prostrata (in sesame and coconut oil)",
    kind: "flowering",
    category: "oils-and-preparations",
    rupees: 349,
    discount: 10,
    stock: 72,
    rating: 4.7,
    description:
      "A slow-cooked Bhringraj taila made with fresh Bhringraj juice, amla, brahmi and curry leaves in cold-pressed sesame and coconut oil. Massage into the scalp an hour before washing. You receive a 200 ml glass bottle.",
    blog: {
      title: "The Ritual of Bhringraj Oil",
      historicalUse:
        "Ayurvedic texts describe many Bhringraj oils, prepared by the slow taila paka method in which herbal juice and decoction are cooked into oil until all water evaporates. Weekly oiling (shiro abhyanga) is a tradition in every Indian home.",
      physicalHealth:
        "Bhringraj oil is traditionally used to nourish the scalp and support strong, healthy hair. Warm it slightly and massage in gently; do a patch test first.",
      mentalHealth:
        "A slow head massage with warm oil is one of the most relaxing traditional routines and is said to support restful sleep. Many families still keep Sunday champi as a weekly ritual.",
      traditionalModernUses:
        "Used weekly before hair wash, in champi, and as a foot massage oil at bedtime. Leave it on for at least an hour, or overnight, before washing with a mild shampoo. Warm the bottle in a bowl of hot water in winter.",
      ...growingOf("bhringraj"),
    },
  },
  {
    slug: "kumkumadi-tailam",
    title: "Kumkumadi Face Oil",
    scientificName: "Crocus sativus (with Santalum album, Rubia cordifolia)",
    kind: "flowering",
    category: "oils-and-preparations",
    rupees: 899,
    discount: 15,
    stock: 30,
    rating: 4.6,
    description:
      "A classical Kumkumadi tailam with Kashmiri saffron, sandalwood, manjistha, lotus and vetiver in a base of sesame oil and goat milk. Use 2–3 drops on clean skin at night. You receive a 30 ml amber glass dropper bottle.",
    blog: {
      title: "Kumkumadi Tailam: Saffron for the Skin",
      historicalUse:
        "Kumkumadi tailam is described in the Ashtanga Hridaya as an oil for a radiant complexion, applied as nasya and on the face. Kumkuma is the Sanskrit name for saffron, its key ingredient.",
      physicalHealth:
        "Kumkumadi oil is traditionally used to support an even, glowing complexion. Massage 2–3 drops into the face at night; do a patch test first and avoid the eyes.",
      mentalHealth:
        "A gentle nightly face massage with a fragrant saffron oil is a calming ritual that signals the end of the day. Its saffron and sandalwood aroma is soft and luxurious.",
      traditionalModernUses:
        "Used as a night serum, in face massages and in Ayurvedic facials. A few drops go a long way. Keep the bottle tightly closed and away from sunlight.",
      soil: "Saffron corms need well-drained, loamy or karewa soil like that of Pampore in Kashmir. Waterlogged soil rots them.",
      sunlight:
        "Full sun with cold winters and warm, dry summers. In most of India it is grown only in Kashmir and parts of Himachal.",
      water:
        "Corms need moisture in autumn when they flower and a dry summer rest. Rainfall usually suffices in Kashmir.",
      care: "Corms are planted in July–August and flower in late October–November; each flower yields only three red stigmas, which is why saffron is so precious. Keep this oil away from direct sunlight and use within 18 months.",
    },
  },
  {
    slug: "lemongrass-essential-oil",
    title: "Lemongrass Essential Oil",
    scientificName: "Cymbopogon flexuosus",
    kind: "grass",
    category: "oils-and-preparations",
    rupees: 299,
    discount: 0,
    stock: 52,
    rating: 4.5,
    description:
      "Steam-distilled East Indian lemongrass oil from Kerala farms, bright and citrusy. Use in diffusers or diluted in a carrier oil. You receive a 15 ml amber glass bottle with a dropper cap.",
    blog: {
      title: "Lemongrass Oil: A Gift from Kerala",
      historicalUse:
        "Kerala has distilled lemongrass oil since the nineteenth century, when it was exported as 'Cochin oil'. The East Indian variety, Cymbopogon flexuosus, is prized for its high citral content.",
      physicalHealth:
        "Lemongrass oil is used in diluted massage blends for tired muscles and in natural insect repellents. Never apply it undiluted or take it internally; do a patch test first.",
      mentalHealth:
        "Its bright citrus aroma is uplifting and refreshing. A few drops in a diffuser freshen a room on humid days.",
      traditionalModernUses:
        "Used in aromatherapy, soaps, candles, cleaning sprays and mosquito repellents. Add 3–5 drops to a diffuser, or 2 drops to a teaspoon of coconut oil for massage. Keep it out of reach of children.",
      ...growingOf("lemongrass"),
    },
  },
  {
    slug: "rose-water",
    title: "Gulab Jal (Rose Water)",
    scientificName: "Rosa × damascena",
    kind: "flowering",
    category: "oils-and-preparations",
    rupees: 199,
    discount: 0,
    stock: 86,
    rating: 4.7,
    description:
      "Steam-distilled rose water from fresh damask roses, made by traditional deg-bhapka distillers in Kannauj. Use as a toner, in face packs or in sweets. You receive a 200 ml glass bottle with a spray cap.",
    blog: {
      title: "Gulab Jal: Kannauj's Fragrant Tradition",
      historicalUse:
        "Kannauj has distilled rose water and attar in copper degs for centuries, and rose water has been used in Mughal kitchens and Ayurvedic eye care alike. Ayurveda describes the rose as cooling for pitta.",
      physicalHealth:
        "Rose water is traditionally used as a gentle toner and to refresh tired eyes on a cotton pad. Choose only pure, food-grade rose water for eye and culinary use.",
      mentalHealth:
        "A mist of rose water on a hot afternoon is a small, instant moment of calm. Keep the bottle in the fridge for an extra-cool spritz in summer.",
      traditionalModernUses:
        "Used in face packs with chandan and multani mitti, in gulab jamun, kheer, sherbets and biryani. A few drops transform a glass of lemonade or a bowl of kheer. Store it in a cool place.",
      ...growingOf("desi-gulab-rose"),
    },
  },
  {
    slug: "tulsi-tea",
    title: "Tulsi Tea",
    scientificName: "Ocimum tenuiflorum, Ocimum gratissimum",
    kind: "fineleaf",
    category: "herbal-teas",
    rupees: 249,
    discount: 10,
    stock: 80,
    rating: 4.7,
    description:
      "A caffeine-free blend of Rama, Krishna and Vana Tulsi leaves grown organically in Uttar Pradesh. Steep for 4–5 minutes; add honey or lemon if you like. You receive 25 plastic-free pyramid tea bags in a box.",
    blog: {
      title: "Tulsi Tea: A Cup of Calm",
      historicalUse:
        "Tulsi leaves have been steeped in hot water in Indian homes for centuries, and the three-Tulsi blend follows the traditional practice of combining Rama, Krishna and Vana Tulsi. Tulsi tea became one of India's first widely sold herbal teas.",
      physicalHealth:
        "Tulsi tea is traditionally used to support the respiratory system and digestion, and it is naturally free of caffeine. One to three cups a day is a comfortable amount for most people.",
      mentalHealth:
        "Holy basil is an adaptogen, and a warm cup of tulsi tea in the evening is a simple way to slow down. Its clove-like aroma fills the room as it steeps.",
      traditionalModernUses:
        "Drunk hot or iced, blended with ginger, lemongrass, green tea or chamomile. Add a slice of ginger or a squeeze of lemon for variety. Store the box in a dry place.",
      ...growingOf("tulsi-holy-basil"),
    },
  },
  {
    slug: "lemongrass-ginger-tea",
    title: "Lemongrass Ginger Tea",
    scientificName: "Cymbopogon citratus, Zingiber officinale",
    kind: "grass",
    category: "herbal-teas",
    rupees: 229,
    discount: 0,
    stock: 64,
    rating: 4.5,
    description:
      "Sun-dried lemongrass from Kerala with dried ginger and a touch of black pepper, for a zesty, warming cup. Caffeine free. You receive 100 g of loose-leaf tea in a resealable kraft pouch (about 50 cups).",
    blog: {
      title: "Lemongrass and Ginger: A Monsoon Favourite",
      historicalUse:
        "Lemongrass and fresh ginger have been added to chai in Kerala and the North-East for generations, especially during the rains. It remains a favourite in the tea gardens of Assam and the hills of Kerala.",
      physicalHealth:
        "Lemongrass and ginger are traditionally used to support digestion and to warm the body on cold, damp days. The blend is naturally caffeine free, so it suits evenings too.",
      mentalHealth:
        "The bright aroma of lemongrass with the warmth of ginger makes an uplifting afternoon cup. It is especially cheering on grey monsoon afternoons.",
      traditionalModernUses:
        "Brew one teaspoon in a cup of hot water for five minutes, or add to milk chai. Also lovely iced with honey and lemon.",
      ...growingOf("lemongrass"),
    },
  },
  {
    slug: "hibiscus-flower-tea",
    title: "Hibiscus Flower Tea",
    scientificName: "Hibiscus sabdariffa",
    kind: "flowering",
    category: "herbal-teas",
    rupees: 249,
    discount: 0,
    stock: 44,
    rating: 4.4,
    description:
      "Dried roselle calyces (gongura flowers) for a tart, ruby-red tea, hot or iced. Caffeine free. You receive 100 g of dried flowers in a resealable kraft pouch.",
    blog: {
      title: "Hibiscus Tea: A Ruby-Red Refresher",
      historicalUse:
        "Roselle, the hibiscus of tea, is grown across India as gongura in Andhra Pradesh and as a souring green. Its calyces have been made into sherbets and jams for generations.",
      physicalHealth:
        "Hibiscus tea is rich in anthocyanins and is traditionally used as a cooling drink. Some studies suggest it may support healthy blood pressure; people on blood-pressure medication should check with their doctor.",
      mentalHealth:
        "A glass of chilled, ruby-red hibiscus tea on a summer afternoon is pure refreshment. Watching the water turn deep ruby as it steeps is a small delight.",
      traditionalModernUses:
        "Brewed as tea, made into sherbet, jam and chutney, and used as a natural food colour. Add honey, mint or a cinnamon stick to taste. It is also lovely mixed with lemonade.",
      soil: "Roselle grows in well-drained sandy loam with some compost, similar to ornamental hibiscus. Mix in compost before sowing. Avoid heavy clay.",
      sunlight: "Full sun. It is a warm-season crop sown with the monsoon.",
      water: "Water regularly in dry spells. Avoid waterlogging.",
      care: "Harvest the fleshy red calyces about three weeks after flowering, remove the seed pods and dry them in shade. Store this tea in an airtight container away from light.",
    },
  },
  {
    slug: "ashwagandha-roots",
    title: "Ashwagandha Roots (Dried)",
    scientificName: "Withania somnifera",
    kind: "root",
    category: "roots-and-rhizomes",
    rupees: 299,
    discount: 0,
    stock: 40,
    rating: 4.5,
    description:
      "Whole, cleaned and sun-dried Nagori Ashwagandha roots, for making your own fresh powder or milk decoction. You receive 200 g of roots in a resealable kraft pouch.",
    blog: {
      title: "Whole Ashwagandha Roots: From Farm to Kitchen",
      historicalUse:
        "Ayurvedic practitioners traditionally preferred to grind roots fresh, since powders lose potency over time. Mandsaur and Neemuch in Madhya Pradesh are India's main Ashwagandha markets.",
      physicalHealth:
        "Ashwagandha root is traditionally used to support strength, stamina and restful sleep. Boil a small piece in milk for a traditional ksheerapaka; consult a practitioner before regular use.",
      mentalHealth:
        "Preparing a warm root decoction slowly, with your own hands, is a mindful evening ritual in itself. The earthy smell of simmering roots is warm and grounding.",
      traditionalModernUses:
        "Ground into powder, boiled in milk, or made into medicated ghee and oils. Grind small batches in a spice grinder for the freshest powder. Store roots in an airtight jar.",
      ...growingOf("ashwagandha"),
    },
  },
  {
    slug: "mulethi-sticks",
    title: "Mulethi Sticks (Licorice Root)",
    scientificName: "Glycyrrhiza glabra",
    kind: "root",
    category: "roots-and-rhizomes",
    rupees: 179,
    discount: 0,
    stock: 62,
    rating: 4.6,
    description:
      "Sweet, woody licorice root sticks, cleaned and cut to length. Chew a small piece or add to tea and kadha. You receive 100 g of sticks in a resealable kraft pouch.",
    blog: {
      title: "Mulethi: The Sweet Root for the Throat",
      historicalUse:
        "Yashtimadhu, 'sweet stick', is described in the Charaka Samhita as good for the voice and throat, and singers in India traditionally chewed it before performing. It was also one of the herbs traded along the Silk Road between India, Persia and China.",
      physicalHealth:
        "Mulethi is traditionally used to soothe the throat and support the respiratory and digestive systems. Large or long-term use can raise blood pressure, so use it in small amounts and consult a doctor if you have hypertension.",
      mentalHealth:
        "Its naturally sweet taste makes it a pleasant, comforting herb, and a stick in the pocket is an old singer's companion. Its gentle sweetness makes it popular with children too.",
      traditionalModernUses:
        "Chewed, brewed in tea and kadha, powdered for churnas, and used in sweets and lozenges. A small piece in hot water makes a soothing drink. Store sticks in an airtight jar.",
      soil: "Licorice grows in deep, fertile, sandy loam with good drainage, where its long roots can spread. It prefers slightly alkaline soil. Avoid heavy clay that holds water.",
      sunlight: "Full sun. In India it is cultivated in Punjab, Haryana and parts of Jammu and Kashmir.",
      water: "Moderate watering. It needs moisture while establishing but dislikes waterlogging.",
      care: "Roots are harvested after 2–3 years in winter. Store these sticks in an airtight jar in a cool, dry place.",
    },
  },
  {
    slug: "vetiver-khus-roots",
    title: "Vetiver (Khus) Roots",
    scientificName: "Chrysopogon zizanioides",
    kind: "root",
    category: "roots-and-rhizomes",
    rupees: 199,
    discount: 10,
    stock: 46,
    rating: 4.6,
    description:
      "A bundle of clean, fragrant khus roots from Uttar Pradesh. Drop a small bunch into your clay matka for cool, earthy-scented water. You receive 100 g of roots tied in a cotton bundle.",
    blog: {
      title: "Khus Roots: Cool Water the Traditional Way",
      historicalUse:
        "Ushira is described by Charaka and Sushruta as cooling, and khus curtains and fans cooled Mughal palaces and North Indian homes for centuries. Khus sherbet, with its green colour and earthy flavour, remains a North Indian summer classic.",
      physicalHealth:
        "Khus water is traditionally used to cool the body in summer; wash the roots, tie them in a muslin cloth and leave them in your matka overnight. Replace every 2–3 weeks.",
      mentalHealth:
        "The deep, earthy fragrance of khus is traditionally associated with calm, and many people find khus water soothing on hot days. Its fragrance lingers long after the roots are dry.",
      traditionalModernUses:
        "Used in matkas, coolers, bath water, khus sherbet, and woven into mats and fans. Roots can be dried and reused several times. Rinse them well before the first use.",
      ...growingOf("vetiver"),
    },
  },
  {
    slug: "jatamansi-roots",
    title: "Jatamansi Roots (Dried)",
    scientificName: "Nardostachys jatamansi",
    kind: "root",
    category: "roots-and-rhizomes",
    rupees: 649,
    discount: 0,
    stock: 0,
    rating: 4.4,
    description:
      "Dried, hairy rhizomes of Jatamansi (spikenard) from licensed cultivated sources in Uttarakhand, with their characteristic musky aroma. You receive 50 g of roots in a glass jar.",
    blog: {
      title: "Jatamansi: The Himalayan Spikenard",
      historicalUse:
        "Jatamansi, 'matted hair', refers to its fibrous rhizomes. It is described in the Charaka Samhita as a calming herb, and as spikenard it was traded to Egypt and Rome as a precious perfume.",
      physicalHealth:
        "Jatamansi is traditionally used in oils for the scalp and in formulations for restful sleep. It should be taken internally only on a practitioner's advice.",
      mentalHealth:
        "It is one of Ayurveda's best-known calming herbs, traditionally used to support relaxation and sleep. Its warm, musky scent has been prized in perfumery for millennia.",
      traditionalModernUses:
        "Used in hair oils, incense, perfumes and classical formulations. Wild Jatamansi is critically endangered, so we sell only roots from licensed cultivation.",
      soil: "In the wild it grows in moist, humus-rich alpine meadows of the Himalayas at 3,000–5,000 metres. It needs cool, moist, well-drained soil rich in organic matter. It cannot survive the heat of the plains.",
      sunlight:
        "Open, sunny alpine slopes with cool temperatures. It grows between 3,000 and 5,000 metres. Intense heat and humidity kill it.",
      water:
        "It relies on snow-melt moisture and dislikes waterlogging. The soil stays cool and moist through the short growing season. It is dormant under snow in winter.",
      care: "It cannot be grown in the plains; cultivation happens in special high-altitude nurseries in Uttarakhand and Himachal. Keep the roots in a sealed jar away from heat.",
    },
  },
  {
    slug: "turmeric-rhizomes",
    title: "Turmeric Seed Rhizomes",
    scientificName: "Curcuma longa",
    kind: "root",
    category: "roots-and-rhizomes",
    rupees: 149,
    discount: 0,
    stock: 70,
    rating: 4.5,
    description:
      "Plump, healthy mother and finger rhizomes of a high-curcumin variety, ready for planting in May–June. Each piece has two or more buds. You receive 500 g of rhizomes (about 10–14 pieces) in a breathable cotton bag.",
    blog: {
      title: "Growing Turmeric from Rhizomes",
      historicalUse:
        "Indian farmers have saved and replanted turmeric rhizomes from their own harvest for generations. Erode, Sangli, Salem and Lakadong each have their own famous varieties.",
      physicalHealth:
        "Home-grown fresh turmeric is wonderful in pickles, haldi doodh and cooking. Its compound curcumin is traditionally valued for joints, skin and digestion.",
      mentalHealth:
        "Digging up your first harvest of golden rhizomes after eight months of care is one of gardening's best rewards. Its broad leaves also make a lush, tropical pot on a balcony.",
      traditionalModernUses: "Plant for harvest. Fresh rhizomes can also be pickled or grated into food.",
      ...growingOf("turmeric-plant"),
    },
  },
  {
    slug: "ginger-rhizomes",
    title: "Ginger Seed Rhizomes",
    scientificName: "Zingiber officinale",
    kind: "root",
    category: "roots-and-rhizomes",
    rupees: 149,
    discount: 10,
    stock: 68,
    rating: 4.4,
    description:
      "Fresh, disease-free ginger rhizomes of a Kerala variety, each with plump buds, for planting in April–June. Grow your own adrak in a big pot. You receive 500 g of rhizomes in a breathable cotton bag.",
    blog: {
      title: "Adrak: Grow Your Own Ginger",
      historicalUse:
        "Ayurveda calls ginger Vishwabheshaja, 'the universal medicine': Shunthi when dry and Ardraka when fresh. Indian ginger from Kerala and the North-East has been traded worldwide since ancient times.",
      physicalHealth:
        "Ginger is traditionally used to support digestion, ease nausea and warm the body during colds. A slice of fresh ginger with salt before meals is a classic appetiser.",
      mentalHealth:
        "A cup of adrak chai is India's favourite pick-me-up, and growing your own ginger is an easy, satisfying project. Its slender, bamboo-like shoots also look lovely in a balcony pot.",
      traditionalModernUses:
        "Used in chai, curries, pickles and kadha, and dried into sonth powder. Save a few healthy rhizomes from your harvest to replant next season. Fresh ginger keeps best wrapped in paper in the fridge.",
      soil: "Loose, rich, well-drained loam with plenty of compost. Use a wide pot at least 12 inches deep.",
      sunlight: "Partial shade. Bright light without harsh afternoon sun.",
      water:
        "Keep the soil evenly moist during the growing season and reduce watering as the leaves yellow in winter. Waterlogging rots the rhizomes, so make sure the pot drains well. Mulching helps keep moisture even.",
      care: "Plant pieces 5 cm deep with buds facing up, mulch with dry leaves, and feed with compost every six weeks. Harvest after 8–10 months when the leaves dry, or dig tender ginger at 4–5 months.",
    },
  },
];

// ---------------------------------------------------------------------------

/**
 * Care guides beyond each product's own article, with their own slugs and pictures. The large
 * curry leaf plant is a size of Curry Leaf, and its guide to growing a big plant leads there.
 */
export const furtherArticles: ArticleSeed[] = [
  {
    slug: "curry-leaf-large",
    plantSlug: "curry-leaf",
    scientificName: "Murraya koenigii",
    kind: "fineleaf",
    altText: "A large, bushy curry leaf plant",
    blog: {
      title: "Growing a Big, Bushy Curry Leaf Plant",
      historicalUse:
        "Curry leaf trees in old South Indian homes often outlive generations, and families share saplings from a 'mother tree' when children set up their own households. Ayurveda knows the plant as Surabhinimba, the fragrant neem.",
      physicalHealth:
        "Fresh curry leaves are traditionally used to support digestion and a healthy appetite, and are added to buttermilk in summer. They are a source of antioxidants, calcium and iron.",
      mentalHealth:
        "A large, mature plant turns daily cooking into a harvest ritual. Many gardeners say the scent of a brushed curry leaf is instantly uplifting.",
      traditionalModernUses:
        "Beyond tadka, large plants supply enough leaves for podi, chutney and home-made hair oil. Its small white flowers attract bees, and its black berries feed birds.",
      soil: "Repot into a 14–16 inch container with fresh garden soil, compost and sand. Good drainage is essential for a large plant in a pot.",
      sunlight: "Full sun for at least 5 hours. A south- or west-facing terrace is ideal.",
      water:
        "Water deeply every 2–3 days in summer and weekly in winter. Check the soil first; soggy soil leads to yellowing leaves.",
      care: "Prune the top each spring to keep it at a convenient height, and feed with vermicompost and a little Epsom salt every two months. Remove the berries to avoid self-seeded seedlings.",
      featured: false,
    },
  },
];

/** HSN codes of the demo products that are not dried plant parts (1211, plants and parts used in pharmacy), by slug. */
const HSN_BY_SLUG: Record<string, string> = {
  "neem-oil": "3301", // oils of plants
  "lemongrass-essential-oil": "3301",
  "rose-water": "3301", // aqueous distillates of essential oils
  "bhringraj-hair-oil": "3305", // preparations for the hair
  "kumkumadi-tailam": "3004", // Ayurvedic medicaments
  chyawanprash: "3004",
};

/** `TULSI-HOLY-BASIL` for a product's one variant; `TULSI-HOLY-BASIL-8IN`, `ASHWAGANDHA-SEEDS-100` for a choice. */
function skuOf(slug: string, variantName: string | null): string {
  const suffix = variantName?.replace(/(\d+)-inch pot/, "$1in").replace(/(\d+)-inch/, "$1in");
  const sku = [slug, suffix]
    .filter(Boolean)
    .join("-")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "-")
    .replace(/-$/, "");
  if (!SKU_PATTERN.test(sku)) throw new Error(`The demo SKU ${sku} is not a valid SKU`);
  return sku;
}

function variantsOf(e: Entry): VariantSeed[] {
  const sold: VariantEntry[] = e.variants ?? [{ name: DEFAULT_VARIANT_NAME, rupees: e.rupees, stock: e.stock }];
  return sold.map((v) => ({
    name: v.name,
    nameHi: hindiVariantName(v.name),
    sku: skuOf(e.slug, e.variants ? v.name : null),
    pricePaise: v.rupees * 100,
    discount: v.discount ?? e.discount,
    stock: v.stock,
  }));
}

function toSeed(e: Entry, care: PlantCare | null, hsnCode: string): PlantSeed {
  const titleHi = HINDI_NAMES[e.slug];
  if (!titleHi) throw new Error(`No Hindi name for the demo product ${e.slug}`);
  const variants = variantsOf(e);
  const figures = productFigures(variants);
  return {
    slug: e.slug,
    title: e.title,
    titleHi,
    scientificName: e.scientificName,
    kind: e.kind,
    category: e.category,
    care,
    hsnCode,
    description: e.description,
    optionName: e.option ?? null,
    variants,
    pricePaise: figures.pricePaise,
    discount: figures.discount,
    stock: figures.stock,
    rating: e.rating,
    onSale: figures.discount > 0,
    featured: e.featured ?? false,
    blog: { ...e.blog, featured: e.blogFeatured ?? false },
  };
}

/** Every plant and herbal product of the demo catalogue, each with its blog article. */
export const plants: PlantSeed[] = [
  // Live plants are invoiced under chapter 06.
  ...livingPlants.map((e) => toSeed(e, e.care, "0602")),
  ...herbalProducts.map((e) => toSeed(e, null, HSN_BY_SLUG[e.slug] ?? "1211")),
];
