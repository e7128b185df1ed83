/**
 * Runs tasks at most `limit` at a time, the rest in the order they came: a finishing task hands its
 * place straight to the next one, so a task arriving in between never slips in ahead.
 */
export function takingTurns(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function inTurn<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
