import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LANGUAGE, isLanguage } from "#domain/i18n/languages.ts";
import { pageTexts, shareCatalogues, TEXTS_META, TextsContext } from "./lib/i18n.ts";
import { TEXT_CHUNKS } from "./lib/text-chunks.ts";

/**
 * Hydrates in the language the server rendered (`<html lang>`), with the namespaces its render
 * read (listed in the page's head by entry.server.tsx, their chunks preloaded there): the first
 * render says what the server said. Namespaces another page needs load when it first asks.
 */
async function hydrate() {
  const lang = document.documentElement.lang;
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const catalogues = { [language]: {} };
  shareCatalogues(catalogues);
  const texts = pageTexts(language, catalogues, TEXT_CHUNKS[language]);
  const names = document.querySelector<HTMLMetaElement>(`meta[name="${TEXTS_META}"]`)?.content.split(" ") ?? [];
  await Promise.all(names.map((name) => texts.load!(name)));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <TextsContext value={texts}>
          <HydratedRouter />
        </TextsContext>
      </StrictMode>,
    );
  });
}

void hydrate();
