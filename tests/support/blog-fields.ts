/** SPEC.md's names for an article's texts beside its title, in the blog JSON and on the page alike. */
export const BLOG_TEXT_FIELDS = ["Sname", "Huse", "Ph", "Mh", "TMuse", "soil", "sunlight", "water", "care"] as const;

export type BlogTextField = (typeof BLOG_TEXT_FIELDS)[number];
