import { useEffect, useRef } from "react";

/**
 * The first field of a form marked wrong (`aria-invalid`, as `<Field>` marks it), in the form's
 * order, brought to the middle of the screen (clear of the sticky header) and focused, so a
 * refused save on a phone shows what to correct instead of leaving it screens away.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])');
  if (!field) return;
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  field.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
  field.focus({ preventScroll: true });
}

/**
 * A ref for a long form whose refused saves lead to the first wrong field: each time the browser's
 * check refuses it (`refusals`, counted by `useSchemaCheck`) and each time the server's answer
 * (`answer`, the action's data) comes back, once its messages are on the page.
 */
export function useFocusFirstInvalid(answer: unknown, refusals: number) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer || refusals > 0) focusFirstInvalid(form.current);
  }, [answer, refusals]);
  return form;
}
