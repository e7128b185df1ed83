import type { en } from "../en/browser.ts";
import type { Translation } from "../translation.ts";

export const ui = {
  "carousel.previous": "पिछली स्लाइड",
  "carousel.next": "अगली स्लाइड",
  "carousel.start": "स्लाइड शो अपने-आप चलाएँ",
  "carousel.stop": "स्लाइड शो रोकें",
  "carousel.show": "{{total}} में से स्लाइड {{n}} दिखाएँ",
  "carousel.slide": "{{total}} में से {{n}}",
  "dialog.close": "बंद करें",
  "dialog.keep": "रहने दें",
  "pagination.previous": "पिछला",
  "pagination.next": "अगला",
  "pagination.page": "पेज {{page}}",
} satisfies Translation<typeof en.ui>;
