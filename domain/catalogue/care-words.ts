import type { CareLevel, Light, Placement, Water } from "#domain/catalogue/care.ts";
import type { FinderFilters } from "#domain/schemas/catalog-query.ts";

/** What a searched word asks of a plant's care attributes: finder filters, values of one facet being alternatives. */
interface CareWish {
  light?: readonly Light[];
  water?: readonly Water[];
  care?: readonly CareLevel[];
  placement?: readonly Placement[];
  petSafe?: true;
}

const SHADE: CareWish = { light: ["Shade", "Partial shade"] };
const SUN: CareWish = { light: ["Full sun"] };
const INDOOR: CareWish = { placement: ["Indoor", "Indoor or outdoor"] };
const OUTDOOR: CareWish = { placement: ["Outdoor", "Indoor or outdoor"] };
const PET_SAFE: CareWish = { petSafe: true };
const EASY: CareWish = { care: ["Easy"] };
const LITTLE_WATER: CareWish = { water: ["Low"] };

/**
 * The words people search with for where a plant grows and how much care it asks
 * (docs/product/catalogue.md#search), in English, Hindi and Hindi typed in Latin letters; a phrase
 * of several words is matched as a whole. A balcony is open to the weather: outdoor plants, and
 * those that live either side of the door.
 */
const VOCABULARY: ReadonlyArray<readonly [string, CareWish]> = [
  ["shade", SHADE],
  ["shady", SHADE],
  ["low light", SHADE],
  ["छाया", SHADE],
  ["छांव", SHADE],
  ["छाँव", SHADE],
  ["chhaya", SHADE],
  ["कम रोशनी", SHADE],
  ["sun", SUN],
  ["sunny", SUN],
  ["full sun", SUN],
  ["sunlight", SUN],
  ["धूप", SUN],
  ["dhoop", SUN],
  ["indoor", INDOOR],
  ["indoors", INDOOR],
  ["office", INDOOR],
  ["इंडोर", INDOOR],
  ["घर के अंदर", INDOOR],
  ["outdoor", OUTDOOR],
  ["outdoors", OUTDOOR],
  ["garden", OUTDOOR],
  ["balcony", OUTDOOR],
  ["terrace", OUTDOOR],
  ["बालकनी", OUTDOOR],
  ["बगीचा", OUTDOOR],
  ["बगीचे", OUTDOOR],
  ["छत", OUTDOOR],
  ["आउटडोर", OUTDOOR],
  ["pet safe", PET_SAFE],
  ["pet friendly", PET_SAFE],
  ["pets", PET_SAFE],
  ["पालतू", PET_SAFE],
  ["easy", EASY],
  ["easy care", EASY],
  ["low maintenance", EASY],
  ["beginner", EASY],
  ["beginners", EASY],
  ["आसान", EASY],
  ["low water", LITTLE_WATER],
  ["drought", LITTLE_WATER],
  ["कम पानी", LITTLE_WATER],
];

/** Said around the care words ('plants for a shady balcony', 'बालकनी के लिए पौधे'): dropped once a care word is found. */
const FILLERS = new Set([
  "plant",
  "plants",
  "for",
  "a",
  "an",
  "the",
  "in",
  "my",
  "and",
  "with",
  "that",
  "पौधा",
  "पौधे",
  "पौधों",
  "के",
  "की",
  "का",
  "लिए",
  "में",
  "वाले",
  "वाला",
  "और",
  "जानवरों",
  "ke",
  "liye",
  "paudhe",
]);

const words = (text: string) =>
  text.normalize("NFC").toLocaleLowerCase("en-IN").replace(/-/g, " ").split(/\s+/).filter(Boolean);

const PHRASES = VOCABULARY.map(([phrase, wish]) => ({ words: words(phrase), wish })).sort(
  (a, b) => b.words.length - a.words.length,
);

/** The care a search text asks for and the words left to match names with; `care` is null when it names none. */
export function careOfSearch(text: string): { care: CareWish | null; rest: string } {
  const typed = words(text);
  const rest: string[] = [];
  const wishes: CareWish[] = [];
  for (let i = 0; i < typed.length; ) {
    const found = PHRASES.find((p) => p.words.every((word, k) => typed[i + k] === word));
    if (found) {
      wishes.push(found.wish);
      i += found.words.length;
    } else rest.push(typed[i++]!);
  }
  if (!wishes.length) return { care: null, rest: typed.join(" ") };
  const union = <T>(pick: (wish: CareWish) => readonly T[] | undefined) => [
    ...new Set(wishes.flatMap((wish) => pick(wish) ?? [])),
  ];
  const care: CareWish = {
    light: union((w) => w.light),
    water: union((w) => w.water),
    care: union((w) => w.care),
    placement: union((w) => w.placement),
    ...(wishes.some((w) => w.petSafe) && { petSafe: true }),
  };
  return { care, rest: rest.filter((word) => !FILLERS.has(word)).join(" ") };
}

/**
 * The finder's filters with the care its search text names applied: each facet the customer has
 * not chosen takes the words' values, and only the other words are matched against names. A
 * facet chosen in the finder wins over the words.
 */
export function withCareWords<F extends Omit<FinderFilters, "sort">>(filters: F): F {
  if (!filters.q) return filters;
  const { care, rest } = careOfSearch(filters.q);
  if (!care) return filters;
  const pick = <T>(chosen: T[], asked: readonly T[] | undefined): T[] => (chosen.length ? chosen : [...(asked ?? [])]);
  return {
    ...filters,
    light: pick(filters.light, care.light),
    water: pick(filters.water, care.water),
    care: pick(filters.care, care.care),
    placement: pick(filters.placement, care.placement),
    petSafe: filters.petSafe || care.petSafe === true,
    q: rest || undefined,
  };
}
