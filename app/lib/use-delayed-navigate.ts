import { useEffect } from "react";
import { useNavigate } from "react-router";

/** SPEC.md: after sign-up, sign-in and ordering, the success message shows for 1.5 s, then we move on. */
export const REDIRECT_DELAY_MS = 1500;

export function useDelayedNavigate(to: string | undefined, state?: unknown) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return;
    const timer = setTimeout(() => navigate(to, { state }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [to, state, navigate]);
}
