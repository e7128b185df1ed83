import { availableParallelism } from "node:os";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { takingTurns } from "#server/taking-turns.ts";

/**
 * Each password hash is scrypt holding 32 MiB while it runs, on libuv's pool of four threads: a
 * burst of sign-ups and sign-ins held four at once and lifted the server's peak by ~130 MB. Two
 * at a time keep a burst to 64 MiB on any machine; on one core, one at a time finishes as soon.
 */
const inTurn = takingTurns(Math.min(2, availableParallelism()));

/** Better Auth's own scrypt hash and check, a few at a time. */
export const passwordHashing = {
  hash: (password: string) => inTurn(() => hashPassword(password)),
  verify: ({ hash, password }: { hash: string; password: string }) => inTurn(() => verifyPassword({ hash, password })),
};
