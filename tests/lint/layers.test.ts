import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

/** The rule ids ESLint reports for `code` placed at `filePath` in the repository. */
async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? "parse-error");
}

// A planted import for each layer rule: each must fail lint, and its allowed twin must not.
describe("lint holds the layers apart", () => {
  it.each([
    ["app/components/planted.ts", `import { AppError } from "#server/http/errors.ts";\nexport const x = AppError;\n`],
    [
      "app/components/planted.ts",
      `import { AppError } from "../../server/http/errors.ts";\nexport const x = AppError;\n`,
    ],
    ["app/lib/planted.ts", `import { AppError } from "../../server/http/errors.ts";\nexport const x = AppError;\n`],
    ["server/planted.ts", `import { cn } from "#app/lib/forms.ts";\nexport const x = cn;\n`],
    ["server/http/planted.ts", `import { cn } from "../../app/lib/forms.ts";\nexport const x = cn;\n`],
    ["server/planted.ts", `import { redirect } from "react-router";\nexport const x = redirect;\n`],
    ["domain/planted.ts", `import { readFileSync } from "node:fs";\nexport const x = readFileSync;\n`],
    ["domain/planted.ts", `import { AppError } from "#server/http/errors.ts";\nexport const x = AppError;\n`],
  ])("refuses %s importing across a layer", async (filePath, code) => {
    expect(await rulesBroken(filePath, code)).toContain("no-restricted-imports");
  });

  // Route modules may import the server, but never the demo seed: pages show what the database holds.
  it.each([
    ["app/routes/planted.tsx", `import { plants } from "#server/db/seed/plants.ts";\nexport const x = plants;\n`],
    [
      "app/routes/admin/planted.tsx",
      `import { plants } from "../../../server/db/seed/plants.ts";\nexport const x = plants;\n`,
    ],
    ["app/root.tsx", `import { plants } from "#server/db/seed/plants.ts";\nexport const x = plants;\n`],
    ["app/lib/planted.server.ts", `import { plants } from "#server/db/seed/plants.ts";\nexport const x = plants;\n`],
    ["app/components/planted.tsx", `import { plants } from "#server/db/seed/plants.ts";\nexport const x = plants;\n`],
  ])("refuses %s importing the demo seed", async (filePath, code) => {
    expect(await rulesBroken(filePath, code)).toContain("no-restricted-imports");
  });

  it.each([
    ["app/routes/planted.tsx", `import { AppError } from "#server/http/errors.ts";\nexport const x = AppError;\n`],
    ["app/routes/planted.tsx", `import { TEAM } from "#server/features/content/team.ts";\nexport const x = TEAM;\n`],
    ["app/lib/planted.server.ts", `import { AppError } from "#server/http/errors.ts";\nexport const x = AppError;\n`],
    ["server/planted.ts", `import { formatRupees } from "#domain/money.ts";\nexport const x = formatRupees;\n`],
  ])("allows %s its documented imports", async (filePath, code) => {
    expect(await rulesBroken(filePath, code)).not.toContain("no-restricted-imports");
  });
});
