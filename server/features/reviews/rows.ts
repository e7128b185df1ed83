import type { Flag } from "#server/db/schema.ts";
import type { Selectable } from "kysely";

/** The tables of reviews and testimonials (composed into the database's `DB` in server/db/schema.ts). */

export interface ReviewTable {
  id: string;
  name: string;
  email: string;
  title: string;
  review: string;
  rating: number;
  recommend: Flag;
  plant_type: string;
  user_id: string | null;
  created_at: string;
  /** Set when an admin hides the review: it then shows nowhere in the shop. */
  hidden_at: string | null;
  hidden_by: string | null;
}

export interface TestimonialTable {
  /** Also the display order. */
  id: number;
  text: string;
  name: string;
  title: string;
  image: string | null;
}

export type ReviewRow = Selectable<ReviewTable>;
export type TestimonialRow = Selectable<TestimonialTable>;
