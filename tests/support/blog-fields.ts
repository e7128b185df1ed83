/** The names of an article's texts beside its title, in the JSON (docs/product/api.md#blog-json) and on the page. */
export const BLOG_TEXT_FIELDS = ["Sname", "Huse", "Ph", "Mh", "TMuse", "soil", "sunlight", "water", "care"] as const;

export type BlogTextField = (typeof BLOG_TEXT_FIELDS)[number];
