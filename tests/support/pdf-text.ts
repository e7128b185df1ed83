import { execFileSync } from "node:child_process";

/** A PDF's text as poppler's pdftotext reads it (Debian's poppler-utils, installed by .ci/run). */
export function pdfText(pdf: Uint8Array): string {
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8");
}
