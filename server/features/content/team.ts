import type { Figure } from "./site-pictures.ts";

export interface TeamMember {
  /** Read the same in every language. */
  name: string;
  figure: Figure;
  /** The role and biography are `about.member.<texts>.role` and `.bio` in the `info` catalogues. */
  texts: "ananya" | "rohan" | "meera" | "vikram";
}

/** The founders on the About page: the shop's own people, not demo data. */
export const TEAM: readonly TeamMember[] = [
  { name: "Ananya Deshpande", figure: "woman", texts: "ananya" },
  { name: "Dr. Rohan Iyer", figure: "man", texts: "rohan" },
  { name: "Meera Nair", figure: "woman", texts: "meera" },
  { name: "Vikram Singh Rathore", figure: "man", texts: "vikram" },
];
