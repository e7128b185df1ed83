import { describe, expect, it } from "vitest";
import { takingTurns } from "#server/taking-turns.ts";

/** A task that stays running until the test lets it finish. */
function heldTask(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = async () => {
    log.push(`start ${name}`);
    await done;
    return name;
  };
  return { task, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("takingTurns", () => {
  it("runs at most the limit at once and the rest in the order they came", async () => {
    const log: string[] = [];
    const inTurn = takingTurns(2);
    const tasks = ["a", "b", "c", "d"].map((name) => heldTask(log, name));
    const results = tasks.map(({ task }) => inTurn(task));
    await settle();
    expect(log).toEqual(["start a", "start b"]);
    tasks[1]!.finish();
    await settle();
    expect(log).toEqual(["start a", "start b", "start c"]);
    tasks[0]!.finish();
    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect(log).toEqual(["start a", "start b", "start c", "start d"]);
  });

  it("a failing task gives its place to the next", async () => {
    const inTurn = takingTurns(1);
    const failing = inTurn(() => Promise.reject(new Error("no")));
    const next = inTurn(async () => "next");
    await expect(failing).rejects.toThrow("no");
    expect(await next).toBe("next");
  });
});
