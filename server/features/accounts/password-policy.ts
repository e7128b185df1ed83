import type { MessageRef } from "#domain/i18n/message.ts";
import { PASSWORD_ONE_CHARACTER, PASSWORD_TOO_COMMON } from "#domain/schemas/account.ts";
import { isOneCharacterRepeated } from "#domain/schemas/fields.ts";
import commonPasswords from "#server/features/accounts/common-passwords.json" with { type: "json" };

/**
 * The 17 950 passwords of 8 characters or more among the 49 233 most common, lower-cased
 * (scripts/common-passwords.ts made the list from zxcvbn-ts's). Server-only: the browser never
 * downloads it. Built once; a lookup is one probe.
 */
const COMMON = new Set<string>(commonPasswords);

/** The code of Better Auth's refusal (server/features/accounts/auth.ts), so the pages show it beside the password field. */
export const WEAK_PASSWORD = "WEAK_PASSWORD";

/**
 * Why a new password is refused although its length is fine (ASVS 6.2.4), or undefined.
 * Case does not save a common password: "Password1" is guessed as soon as "password1".
 */
export function weakPasswordReason(password: string): MessageRef | undefined {
  if (isOneCharacterRepeated(password)) return PASSWORD_ONE_CHARACTER;
  if (COMMON.has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return undefined;
}
