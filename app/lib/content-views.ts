/** What loaders hand to the content pages (blog, nurseries, reviews, testimonials). Images are media keys. */

export interface BlogCardView {
  slug: string;
  title: string;
  image: string | null;
  alt: string;
  publishDate: string;
}

export interface BlogView extends BlogCardView {
  scientificName: string;
  historicalUse: string;
  physicalHealth: string;
  mentalHealth: string;
  traditionalModernUses: string;
  soil: string;
  sunlight: string;
  water: string;
  care: string;
  image2: string | null;
  plantSlug: string | null;
}

export interface NurseryView {
  id: string;
  title: string;
  city: string;
  email: string;
  hours: string;
  image: string | null;
  alt: string;
}

/** The reviewer's e-mail stays on the server. */
export interface ReviewView {
  id: string;
  name: string;
  title: string;
  review: string;
  rating: number;
  recommend: boolean;
  plantType: string;
  verified: boolean;
  date: string;
}

export interface TestimonialView {
  text: string;
  name: string;
  title: string;
  image: string | null;
}

/** Dates read the same on the server and in the browser (no hydration mismatch across time zones). */
const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
