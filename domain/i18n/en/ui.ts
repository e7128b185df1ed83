/** The shared widgets' own words: carousel, dialogs, pagination. */
export const ui = {
  "carousel.previous": "Previous slide",
  "carousel.next": "Next slide",
  "carousel.start": "Start automatic slide show",
  "carousel.stop": "Stop automatic slide show",
  "carousel.show": "Show slide {{n}} of {{total}}",
  "carousel.slide": "{{n}} of {{total}}",
  "dialog.close": "Close",
  "dialog.keep": "Keep it",
  "pagination.previous": "Previous",
  "pagination.next": "Next",
  "pagination.page": "Page {{page}}",
};
