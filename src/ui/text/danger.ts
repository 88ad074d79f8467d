// What a step would cost, in words: the engine's entryCost (previews.ts) said as a player reads it.
import type { EntryCost } from '../../engine/index.js';
import { DIR_NAME, say } from '../../words/index.js';

/** Each thing entering a tile would do to the caver, shortest words first; [] when it costs nothing. */
export function costWords(c: EntryCost): string[] {
  const out: string[] = [];
  if (c.horror) out.push(say('cost.horror'));
  if (c.gas > 0) out.push(say('cost.gas', { loss: c.gas }));
  if (c.test !== null) out.push(say('cost.rough', { need: c.test }));
  if (c.ledge) out.push(say('cost.ledge', { where: DIR_NAME[c.ledge] }));
  if (c.drop) out.push(say('cost.drop', { where: DIR_NAME[c.drop] }));
  return out;
}

/** Does entering cost health for sure or by a die (as opposed to only holding the caver there)? */
export function hurts(c: EntryCost): boolean {
  return c.horror || c.gas > 0 || c.test !== null;
}
