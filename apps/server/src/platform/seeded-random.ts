/** A seeded pseudo-random source (cyrb53-style string hash feeding mulberry32): the same seed gives the same network. */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** integer in [min, max] */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  /** an independent stream for a named part, so adding trains to one line does not reshuffle another */
  fork(label: string): Random;
}

export function hashString(text: string): number {
  return hashFrom(0xdeadbeef, 0x41c6ce57, text);
}

/** The hash's running state after `prefix`, so many keys sharing it can be hashed from there (hashFrom). */
export function hashPrefix(prefix: string): [number, number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < prefix.length; i++) {
    const ch = prefix.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  return [h1, h2];
}

/** hashString(prefix + text) from hashPrefix(prefix): the same number without building the string. */
export function hashFrom(h1: number, h2: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

export function createRandom(seed: string): Random {
  let state = hashString(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    fork: (label) => createRandom(`${seed}/${label}`),
  };
}
