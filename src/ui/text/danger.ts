// What a step would cost, in words: the engine's entryCost (previews.ts) said as a player reads it.
import type { EntryCost } from '../../engine/index.js';
import { DIR_NAME } from '../../words/index.js';

/** Each thing entering a tile would do to the caver, shortest words first; [] when it costs nothing. */
export function costWords(c: EntryCost): string[] {
  const out: string[] = [];
  if (c.horror) out.push('a horror: all your health');
  if (c.gas > 0) out.push(`gas leak: -${c.gas} health`);
  if (c.test !== null) out.push(`rough ground: test ${c.test}+ or -1 health`);
  if (c.ledge) out.push(`ledge: nothing goes ${DIR_NAME[c.ledge]} from it without a rope`);
  if (c.drop) out.push(`drop: no way back ${DIR_NAME[c.drop]} without a rope`);
  return out;
}

/** Does entering cost health for sure or by a die (as opposed to only holding the caver there)? */
export function hurts(c: EntryCost): boolean {
  return c.horror || c.gas > 0 || c.test !== null;
}
