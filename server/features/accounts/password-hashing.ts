import { availableParallelism } from "node:os";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { takingTurns } from "#server/taking-turns.ts";

/**
 * Each password hash is scrypt holding 32 MiB while it runs, on libuv's pool of four threads: a
 * burst of sign-ups and sign-ins held four at once and lifted the server's peak by ~130 MB. More
 * hashes at once than the machine has cores finish no sooner, so the rest wait their turn.
 */
const inTurn = takingTurns(availableParallelism());

/** Better Auth's own scrypt hash and check, a few at a time. */
export const passwordHashing = {
  hash: (password: string) => inTurn(() => hashPassword(password)),
  verify: ({ hash, password }: { hash: string; password: string }) => inTurn(() => verifyPassword({ hash, password })),
};
