/** Theme preference (docs/product/pages.md#theme): stored under 'theme', else the system preference. */

export type Theme = "light" | "dark";
export const THEME_KEY = "theme";

/**
 * Runs inline in <head> before the first paint, so the page never flashes the wrong theme.
 * Kept as a string because it must execute before any bundle loads.
 */
export const themeBootScript = `(function(){try{var s=localStorage.getItem("${THEME_KEY}");var d=s?s==="dark":matchMedia("(prefers-color-scheme: dark)").matches;var r=document.documentElement;r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light"}catch(e){}})()`;

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode may refuse storage; the choice still applies to this page.
  }
}
