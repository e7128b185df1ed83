/**
 * Text that attacks whoever shows or stores it, kept once so the HTTP tests and the browser
 * tests aim at the same holes. The scripts set `window.__pwned`: a page that never runs them
 * never has it.
 */

/** Markup typed into a text field: shown as text it is harmless, rendered as HTML it runs. */
export const HTML_PAYLOAD = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;

/** Ends an inline `<script>` (the JSON-LD) early unless `<` is escaped; U+2028 once ended a JavaScript string. */
export const SCRIPT_BREAKOUT = 'Grows fast </script><script>window.__pwned = 1</script> & "shines" \u2028';

/** Strings that break naive shops: SQL and markup fragments, paths, NUL, other scripts, number-like words. */
export const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  "'; DROP TABLE products; --",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "../../etc/passwd",
  "%00",
  "\u0000",
  "𝕍𝕒𝕟𝕒𝕦𝕤𝕙𝕒𝕕𝕙𝕚",
  "नमस्ते",
  "🌿".repeat(50),
  "NaN",
  "Infinity",
  "-1",
  "1e309",
  "0x10",
  "",
  " ",
  "null",
  "true",
  "{}",
  "[]",
];
