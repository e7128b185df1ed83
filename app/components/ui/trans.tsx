import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";
import type { Values } from "#domain/i18n/translator.ts";

/** `<name />` (the element as it is) or `<name>text</name>` (the element around the text). */
const TAG = /<(\w+)\s*\/>|<(\w+)>(.*?)<\/\2>/gs;

/**
 * A text with elements inside it: the catalogue marks where ("Pay <amount /> by UPI",
 * "Order <n>#{{number}}</n>"), the caller gives the elements by name, so each language places
 * them where its grammar wants them. A tag the caller does not give is shown as its text.
 */
export function Trans<K extends string>({
  t,
  i18nKey,
  values,
  components,
}: {
  t: (key: K, values?: Values) => string;
  i18nKey: NoInfer<K>;
  values?: Values;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, single, paired, inner] = match;
    parts.push(text.slice(last, match.index));
    const element = components[(single ?? paired)!];
    if (!element) parts.push(whole);
    else parts.push(single ? element : cloneElement(element, undefined, inner));
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
