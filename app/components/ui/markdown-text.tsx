import { cn } from "./cn.ts";

/** Type for Markdown rendered on the server (domain/markdown.ts): headings from h2, lists, tables, links. */
const proseClass = cn(
  "text-base leading-relaxed text-ink/90 dark:text-night-text/90 [&>:first-child]:mt-0",
  "[&_h2]:mt-10 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-leaf-900 dark:[&_h2]:text-leaf-100",
  "[&_h3]:mt-8 [&_h3]:font-serif [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-leaf-900 dark:[&_h3]:text-leaf-100",
  "[&_h4]:mt-6 [&_h4]:font-semibold",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1",
  "[&_strong]:font-semibold [&_strong]:text-ink dark:[&_strong]:text-night-text",
  "[&_a]:font-semibold [&_a]:text-leaf-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-leaf-600 dark:[&_a]:text-leaf-300",
  "[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-turmeric-500 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-leaf-50 [&_code]:px-1 dark:[&_code]:bg-night [&_hr]:my-8 [&_hr]:border-leaf-900/10",
  "[&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm",
  "[&_th]:bg-leaf-50 [&_th]:p-3 [&_th]:text-left [&_th]:font-semibold dark:[&_th]:bg-night",
  "[&_td]:border-t [&_td]:border-leaf-900/10 [&_td]:p-3 [&_td]:align-top dark:[&_td]:border-white/10",
);

/** HTML made by `renderMarkdown`, which lets no raw HTML, script or unsafe link through. */
export function MarkdownText({ html, className }: { html: string; className?: string }) {
  return <div className={cn(proseClass, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
