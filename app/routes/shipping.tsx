import { redirect } from "react-router";

/** SPEC.md lists /shipping without content: shipping is chosen in the checkout dialog. */
export function loader() {
  return redirect("/checkout");
}
