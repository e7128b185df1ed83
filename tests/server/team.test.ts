import { describe, expect, it } from "vitest";
import { catalogues } from "#domain/i18n/catalogues.ts";
import { portraitKey } from "#server/features/content/site-pictures.ts";
import { TEAM } from "#server/features/content/team.ts";

describe("the team on the About page", () => {
  it("lists four founders, each with a role and a biography in English and Hindi", () => {
    expect(TEAM).toHaveLength(4);
    for (const member of TEAM) {
      expect(member.name).not.toBe("");
      for (const texts of [catalogues.en.info, catalogues.hi.info]) {
        expect(texts[`about.member.${member.texts}.role`], member.name).not.toBe("");
        expect(texts[`about.member.${member.texts}.bio`], member.name).not.toBe("");
      }
    }
  });

  it("gives each founder a portrait of their own", () => {
    expect(new Set(TEAM.map(portraitKey)).size).toBe(TEAM.length);
  });
});
