/**
 * Runs the tasks given for one key one after another, each starting once the previous one has
 * settled; tasks for other keys are not held up. A task's failure is its caller's alone.
 */
export function oneAtATimePerKey() {
  const tails = new Map<string, Promise<unknown>>();
  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const turn = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = turn.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await turn;
    } finally {
      // The last task of a key removes it, so the map holds only keys with work in flight.
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
