import { useEffect } from "react";
import { useNavigate } from "react-router";

/** After sign-up, sign-in and ordering, the success message shows 1.5 s before moving on (docs/product/pages.md#timings). */
export const REDIRECT_DELAY_MS = 1500;

export function useDelayedNavigate(to: string | undefined, state?: unknown) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return;
    const timer = setTimeout(() => navigate(to, { state }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [to, state, navigate]);
}
