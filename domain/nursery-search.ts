/** SPEC.md section 5: the nursery search matches title or city, case-insensitively. */
export function matchesNursery(nursery: { title: string; city: string }, query: string): boolean {
  const q = query.trim().toLocaleLowerCase("en-IN");
  if (!q) return true;
  return [nursery.title, nursery.city].some((text) => text.toLocaleLowerCase("en-IN").includes(q));
}
