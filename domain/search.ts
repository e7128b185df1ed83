/**
 * Product search rules shared by the search service and its tests: how text is split into
 * words and how close a mistyped word must be to count as a match.
 */

/** Lower-cased words of letters and digits in any script ("Tulsi (Holy Basil)" → tulsi, holy, basil). */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/** Typos forgiven in a word: none in short words (too many false friends), then one, then two. */
export function typoBudget(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 7 ? 1 : 2;
}

/**
 * Edit distance (insert, delete, substitute, swap two neighbours) between `a` and `b`, or
 * `max + 1` as soon as it is certain to exceed `max`: the work stays O(len × max).
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const over = max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    // Cells outside the diagonal band stay unset and read as `over`.
    const current: number[] = [i];
    let rowMin = i;
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? over) + 1, (current[j - 1] ?? over) + 1, (previous[j - 1] ?? over) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (beforePrevious[j - 2] ?? over) + 1);
      }
      current[j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return over;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? over, over);
}

/**
 * How far `candidate` is from what was typed: the sum, over the typed words, of the typos
 * needed to reach the closest candidate word (or its beginning, for a word still being
 * typed). Null when some typed word is beyond its typo budget.
 */
export function typoDistance(typedWords: readonly string[], candidate: string): number | null {
  const words = searchWords(candidate);
  let total = 0;
  for (const typed of typedWords) {
    const budget = typoBudget(typed);
    let best = budget + 1;
    for (const word of words) {
      if (word.includes(typed)) {
        best = 0;
        break;
      }
      if (budget === 0) continue;
      const whole = boundedEditDistance(typed, word, budget);
      const start =
        word.length > typed.length ? boundedEditDistance(typed, word.slice(0, typed.length), budget) : whole;
      best = Math.min(best, whole, start);
    }
    if (best > budget) return null;
    total += best;
  }
  return total;
}

/**
 * Beginnings of the stored search text worth fetching as typo candidates. The search text
 * starts with the title, and a typo after the n-th letter leaves the first n intact, so the
 * beginnings as typed (growing, so a long word still reaches its few true neighbours in a
 * large catalogue), plus the first and third letters for a swapped or dropped second one.
 */
export function candidatePrefixes(typed: string): string[] {
  const first = [...(searchWords(typed)[0] ?? "")];
  if (first.length < 4) return [];
  const typedStarts = [2, 3, 5, 8].filter((n) => n < first.length).map((n) => first.slice(0, n).join(""));
  return [...new Set([...typedStarts, first[0]! + first[2]!])];
}

/** The smallest string greater than every string starting with `prefix` (for an index range). */
export function prefixUpperBound(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop()!.codePointAt(0)!;
  return chars.join("") + String.fromCodePoint(last + 1);
}

/** The trigram indexes (SQLite FTS5 trigram, PostgreSQL pg_trgm) know nothing of shorter strings. */
const TRIGRAM = 3;

/**
 * An FTS5 query for the typed words (split on spaces, as the search matches them) that a
 * trigram index can look up, each quoted as a literal substring and all required; null when
 * every word is shorter than a trigram, and only a scan can find it.
 */
export function trigramQuery(typed: string): string | null {
  const words = typed.split(/\s+/).filter((word) => [...word].length >= TRIGRAM);
  return words.length ? words.map((word) => `"${word.replaceAll('"', '""')}"`).join(" ") : null;
}
