/** subset-font ships no types; the part vite.fonts.ts uses. */
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "truetype"; noHinting?: boolean; keepFeatures?: string[] },
  ): Promise<Buffer>;
}
