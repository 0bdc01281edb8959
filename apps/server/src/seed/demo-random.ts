/** A small deterministic generator: every start, and every copy of a salon, seeds the same demo. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  chance(probability: number): boolean;
  /** An integer from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
}

export function random(seed: number): Random {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return {
    next,
    chance: (probability) => next() < probability,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T,
  };
}
