// #3 Geologist: Quick dig (RULES.md §7). Intuition, her tile held aside, is played by reveal.ts.
import { clearAction } from '../actions/care.js';
import { abilityHead, type ActionDef } from '../defs.js';

export const geologistActions: readonly ActionDef[] = [
  clearAction({ ...abilityHead('geologist', 'quickdig'), do: 'quickdig' }),
];
