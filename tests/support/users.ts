import { randomBytes } from "node:crypto";

type Api = {
  json: (
    path: string,
    body: unknown,
    method?: string,
    headers?: Record<string, string>,
  ) => Response | Promise<Response>;
};

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** `Cookie` header value of the session. */
  cookie: string;
  /** Bearer token (Better Auth's bearer plugin). */
  token: string;
}

export function uniqueEmail(prefix = "customer") {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.in`;
}

function sessionOf(res: Response) {
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  return { cookie, token: res.headers.get("set-auth-token") ?? "" };
}

/** Signs a new customer up through the identity API, as the sign-up page does. */
export async function signUp(api: Api, name = "Test Customer", email = uniqueEmail()): Promise<TestUser> {
  const password = "green-tulsi-42";
  const res = await api.json("/api/identity/sign-up/email", { email, password, name });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { id: body.user.id, email, password, ...sessionOf(res) };
}

export async function signIn(api: Api, email: string, password: string) {
  const res = await api.json("/api/identity/sign-in/email", { email, password });
  return { res, ...sessionOf(res) };
}
