/** A seeded pseudo-random generator, so that a seed always writes the same corpus, byte for byte. */

/** sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): 128 bits of state, fast, good enough for sampling. */
export function createPrng(seed: number) {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs still show the seed; a dozen rounds mix it in.
  for (let i = 0; i < 12; i += 1) next();
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    /** A float in [0, 1). */
    next,
    /** A whole number in [min, max]. */
    int,
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)]!;
    },
    chance: (p: number) => next() < p,
    /** Log-normal around `median` (`sigma` the spread of its logarithm), by the Box-Muller transform. */
    logNormal(median: number, sigma: number): number {
      const u = 1 - next();
      const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
      return median * Math.exp(sigma * normal);
    },
  };
}

export type Prng = ReturnType<typeof createPrng>;

/** Picks among weighted items in O(log n): the cumulative weights are built once. */
export function weightedPicker<T>(items: readonly T[], weightOf: (item: T) => number) {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += weightOf(item)));
  return (prng: Prng): T => {
    const target = prng.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! > target) high = mid;
      else low = mid + 1;
    }
    return items[low]!;
  };
}
