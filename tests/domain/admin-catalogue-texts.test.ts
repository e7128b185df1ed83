import { describe, expect, it } from "vitest";
import { catalogueTexts } from "#domain/admin.ts";
import { CATALOGUE_KINDS } from "#domain/catalogue/kinds.ts";
import { adminCatalogue as en } from "#domain/i18n/en/adminCatalogue.ts";
import { adminCatalogue as hi } from "#domain/i18n/hi/adminCatalogue.ts";
import { POLICY_KEYS, POLICY_PAGES } from "#domain/policies.ts";
import { messages } from "#domain/i18n/en/messages.ts";

// The panel words each kind from the catalogue; its English is catalogueTexts' messages, which the server uses too.
describe("the admin catalogue's English is that of docs/product/admin.md#messages", () => {
  for (const kind of Object.values(CATALOGUE_KINDS)) {
    it(`words ${kind.name} as catalogueTexts and the kind do`, () => {
      const texts = catalogueTexts(kind.name);
      const lower = kind.noun.toLowerCase();
      const plural = kind.plural.toLowerCase();
      expect({
        added: en[`${kind.name}.added`],
        updated: en[`${kind.name}.updated`],
        deleted: en[`${kind.name}.deleted`],
        saveError: en[`${kind.name}.saveError`],
        deleteError: en[`${kind.name}.deleteError`],
        confirmDelete: en[`${kind.name}.confirmDelete`],
      }).toEqual({
        added: messages[texts.added],
        updated: messages[texts.updated],
        deleted: messages[texts.deleted],
        saveError: messages[texts.saveError],
        deleteError: messages[texts.deleteError],
        confirmDelete: messages[texts.confirmDelete],
      });
      expect(en[`${kind.name}.caption`]).toBe(kind.plural);
      expect(en[`${kind.name}.add`]).toBe(`Add ${kind.noun}`);
      expect(en[`${kind.name}.addTitle`]).toBe(`Add ${lower}`);
      expect(en[`${kind.name}.edit`]).toBe(`Edit ${lower}`);
      expect(en[`${kind.name}.save`]).toBe(`Save ${lower}`);
      expect(en[`${kind.name}.search`]).toBe(`Search ${plural}`);
      expect(en[`${kind.name}.empty`]).toBe(`No ${plural} yet.`);
      expect(en[`${kind.name}.noMatch`]).toBe(`No ${plural} match “{{q}}”.`);
      expect(en[`${kind.name}.deleteUntitled`]).toBe(`Delete ${lower}?`);
    });
  }

  it("names the policy pages as the policies do", () => {
    for (const key of POLICY_KEYS) expect(en[`policies.title.${key}`]).toBe(messages[POLICY_PAGES[key].title]);
  });

  it("keeps every placeholder in Hindi", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[0]).sort();
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      expect(placeholders(hi[key]), key).toEqual(placeholders(en[key]));
    }
  });
});
