import { describe, expect, it } from "vitest";
import {
  boundedEditDistance,
  candidatePrefixes,
  prefixUpperBound,
  searchWords,
  trigramQuery,
  typoDistance,
} from "#domain/search.ts";

describe("search rules", () => {
  it("splits text into lower-cased words of any script", () => {
    expect(searchWords("Tulsi (Holy Basil)")).toEqual(["tulsi", "holy", "basil"]);
    expect(searchWords("Curry Leaf – Large (2 ft)")).toEqual(["curry", "leaf", "large", "2", "ft"]);
    expect(searchWords("तुलसी %_'")).toEqual(["तुलसी"]);
  });

  it("measures edits, swaps included, and stops past the bound", () => {
    expect(boundedEditDistance("ashwaganda", "ashwagandha", 2)).toBe(1);
    expect(boundedEditDistance("tusli", "tulsi", 1)).toBe(1);
    expect(boundedEditDistance("kitten", "sitting", 3)).toBe(3);
    expect(boundedEditDistance("kitten", "sitting", 2)).toBe(3);
    expect(boundedEditDistance("neem", "neem", 0)).toBe(0);
    expect(boundedEditDistance("abc", "abcdef", 2)).toBe(3);
  });

  it("forgives one typo in short words, two in long ones, none in tiny ones", () => {
    expect(typoDistance(["ashwaganda"], "Ashwagandha Withania somnifera")).toBe(1);
    expect(typoDistance(["ashwgndha"], "Ashwagandha")).toBe(2);
    expect(typoDistance(["tusli"], "Tulsi (Holy Basil)")).toBe(1);
    expect(typoDistance(["nem"], "Neem")).toBeNull();
    expect(typoDistance(["tusli", "basl"], "Tulsi (Holy Basil)")).toBe(2);
    expect(typoDistance(["tusli", "qqqq"], "Tulsi (Holy Basil)")).toBeNull();
    expect(typoDistance(["ashwa"], "Ashwagandha")).toBe(0);
  });

  it("reads typo candidates by the first letters, through an index range", () => {
    expect(candidatePrefixes("ashwaganda")).toEqual(["as", "ash", "ashwa", "ashwagan", "ah"]);
    expect(candidatePrefixes("tusli")).toEqual(["tu", "tus", "ts"]);
    expect(candidatePrefixes("tea")).toEqual([]);
    expect(prefixUpperBound("as")).toBe("at");
    expect(prefixUpperBound("a🌿")).toBe("a🌿".slice(0, 1) + String.fromCodePoint("🌿".codePointAt(0)! + 1));
  });
});

describe("trigram index query", () => {
  it("asks the index for every typed word of three letters or more, quoted literally", () => {
    expect(trigramQuery("tulsi basil")).toBe('"tulsi" "basil"');
    expect(trigramQuery("  Holy  ba ")).toBe('"Holy"');
    expect(trigramQuery('ab"c* NOT x')).toBe('"ab""c*" "NOT"');
    expect(trigramQuery("तुलसी")).toBe('"तुलसी"');
  });

  it("leaves words shorter than a trigram to the scan", () => {
    expect(trigramQuery("a")).toBeNull();
    expect(trigramQuery("(2 a)")).toBeNull();
  });
});
