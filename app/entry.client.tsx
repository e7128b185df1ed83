import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LANGUAGE, isLanguage } from "#domain/i18n/languages.ts";
import { createI18n, shareI18n } from "./lib/i18n.ts";

/**
 * Hydrates in the language the server rendered (`<html lang>`), with only that language's
 * catalogue: each is its own chunk, so an English reader never downloads the Hindi texts.
 */
async function hydrate() {
  const lang = document.documentElement.lang;
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const catalogue =
    language === "hi" ? await import("#domain/i18n/hi/browser.ts") : await import("#domain/i18n/en/browser.ts");
  const i18n = createI18n(language, { [language]: catalogue.default });
  shareI18n(i18n);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
