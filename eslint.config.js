import js from "@eslint/js";
import i18next from "eslint-plugin-i18next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "data/",
      "screenshots/",
      "test-results/",
      ".tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The one plain-JavaScript file: `npm start`, run by Node without a TypeScript loader.
    files: ["scripts/**/*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every text a reader sees comes from the catalogues (domain/i18n): JSX text, and the
    // attributes that are read out or shown (labels, titles, placeholders, alternatives).
    files: ["app/**/*.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "should-validate-template": true,
          "jsx-attributes": {
            include: [
              "^(aria-label|aria-description|aria-valuetext|title|alt|placeholder|label|legend|heading|description|hint|emptyText|confirmText|cancelText)$",
            ],
          },
          words: { exclude: ["^[\\s\\d₹·•|/:,.()+×–—-]*$"] },
        },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The demo catalogue only fills the database: no page shows it by importing it. The next
    // block's rule, which refuses every server import outside route modules, then overrides this
    // one for those files, and covers the seed too.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(#server/|(\\.{1,2}/)+server/)db/seed(/|$)",
              message: "pages read content from the database or server/features/content, never the demo seed",
            },
          ],
        },
      ],
    },
  },
  {
    // The UI never reaches into the server, except route modules and `*.server.ts` files, which
    // run only there (React Router keeps them out of the browser's bundle). Regexes, not `group`
    // patterns: those follow .gitignore syntax, where a leading `#` starts a comment.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routes/**", "app/root.tsx", "app/**/*.server.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(#server/|(\\.{1,2}/)+server/)",
              message: "app/ may import server code only in route modules and *.server.ts files",
            },
          ],
        },
      ],
    },
  },
  {
    // The server knows nothing of the UI: shared shapes live in domain/, page guards beside the routes.
    files: ["server/**/*.ts"],
    // …but for the one module that hosts the UI's build.
    ignores: ["server/http/pages.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(#app/|(\\.{1,2}/)+app/)",
              message: "server/ must not import app code; share it through domain/",
            },
          ],
          paths: [
            { name: "react-router", message: "server/ must not depend on React Router; page guards live in app/" },
          ],
        },
      ],
    },
  },
  {
    // Pure rules: no I/O, safe in both bundles.
    files: ["domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(node:|#server/|#app/|react)", message: "domain/ stays pure" }] },
      ],
    },
  },
);
