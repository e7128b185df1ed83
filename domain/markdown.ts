import MarkdownIt from "markdown-it";

/**
 * Markdown typed by the admin (the policy pages) as HTML that is safe to put in a page. Raw
 * HTML is never passed through (`html: false` shows it as text), pictures are off (nothing is
 * fetched from elsewhere), and a link may only lead to a web page, a mail or phone number, or a
 * page of the shop: `javascript:`, `data:`, `vbscript:` and anything else that could run are
 * left as plain text. Checked after markdown-it has decoded entities and normalised the URL,
 * so `&#106;avascript:` and `java\tscript:` are refused too.
 */
const SAFE_LINK = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });
markdown.disable("image");
markdown.validateLink = (url) => SAFE_LINK.test(url);

// The page's own title is its one h1: a text that uses `#` has all its headings moved down a level.
markdown.core.ruler.push("demote_headings", (state) => {
  const headings = state.tokens.filter((t) => t.type === "heading_open" || t.type === "heading_close");
  if (!headings.some((t) => t.tag === "h1")) return;
  for (const token of headings) token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
});

// Links out of the shop neither pass on its address nor vouch for where they go.
markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  if (/^https?:/i.test(token.attrGet("href") ?? "")) token.attrSet("rel", "nofollow noopener noreferrer");
  return self.renderToken(tokens, index, options);
};

export function renderMarkdown(text: string): string {
  return markdown.render(text);
}
