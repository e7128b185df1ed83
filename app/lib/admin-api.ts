import { useState } from "react";
import { useRevalidator } from "react-router";

/** What an admin API call came to: the JSON answer, or its error message and field messages. */
export interface ApiOutcome<T = unknown> {
  ok: boolean;
  data?: T;
  error?: string;
  fields?: Record<string, string>;
}

/**
 * Admin writes go to /api/admin (the server checks the role on every call; uploads are
 * multipart there). The page's data is reloaded after a success, so every table and the
 * storefront show the change at once, and after a conflict, so an open form can show what changed.
 */
export function useAdminMutation() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function run<T = unknown>(path: string, init: RequestInit): Promise<ApiOutcome<T>> {
    setBusy(true);
    try {
      const res = await fetch(path, { credentials: "same-origin", ...init });
      const body = res.status === 204 ? undefined : await res.json().catch(() => undefined);
      if (!res.ok) {
        // A conflict means the page's data went stale (e.g. orders took stock): reload it too.
        if (res.status === 409) await revalidator.revalidate();
        const failure = (body ?? {}) as { error?: string; fields?: Record<string, string> };
        return { ok: false, error: failure.error, fields: failure.fields };
      }
      await revalidator.revalidate();
      return { ok: true, data: body as T };
    } catch {
      return { ok: false };
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

/** A JSON request body for `run`. */
export function jsonBody(method: string, body: unknown): RequestInit {
  return { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
}
