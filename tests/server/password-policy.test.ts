import { describe, expect, it } from "vitest";
import {
  PASSWORD_MIN,
  PASSWORD_ONE_CHARACTER,
  PASSWORD_TOO_COMMON,
  resetPasswordSchema,
  signUpSchema,
} from "#domain/schemas/account.ts";
import commonPasswords from "#server/features/accounts/common-passwords.json" with { type: "json" };
import { weakPasswordReason } from "#server/features/accounts/password-policy.ts";

describe("new passwords (ASVS 6.2.4)", () => {
  it("keeps more than 10 000 common passwords, each long enough to pass the length rule, lower-cased, once", () => {
    expect(commonPasswords.length).toBeGreaterThan(10_000);
    expect(commonPasswords.every((p) => p.length >= PASSWORD_MIN && p === p.toLowerCase())).toBe(true);
    expect(new Set(commonPasswords).size).toBe(commonPasswords.length);
  });

  it.each(["password", "12345678", "Password1", "QWERTYUIOP", "iloveyou"])("refuses %j as too common", (password) => {
    expect(weakPasswordReason(password)).toBe(PASSWORD_TOO_COMMON);
  });

  it.each(["aaaaaaaa", "0000000000", "ääääääää", "😀😀😀😀😀😀😀😀"])(
    "refuses %j as one character repeated",
    (password) => {
      expect(weakPasswordReason(password)).toBe(PASSWORD_ONE_CHARACTER);
    },
  );

  it("accepts the passwords the fixtures use (tests/support/users.ts, e2e/support)", () => {
    for (const password of ["green-tulsi-42", "neem-leaf-2025", "admin-password-1", "aaaaaaab"])
      expect(weakPasswordReason(password), password).toBeUndefined();
  });

  it("the forms' schema refuses one character repeated too (the common list stays on the server)", () => {
    const signUp = signUpSchema.safeParse({
      fullName: "Ravi",
      email: "ravi@example.in",
      password: "xxxxxxxxxx",
      confirmPassword: "xxxxxxxxxx",
    });
    expect(signUp.error?.issues.map((issue) => issue.message)).toEqual([PASSWORD_ONE_CHARACTER]);
    const reset = resetPasswordSchema.safeParse({ token: "t", password: "1111111111", confirmPassword: "1111111111" });
    expect(reset.error?.issues.map((issue) => issue.message)).toEqual([PASSWORD_ONE_CHARACTER]);
  });
});
