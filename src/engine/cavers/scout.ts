// #2 Scout (RULES.md §7): no actions of her own. Pathfinder and Stealthy are passives in the table
// (facts.ts), played by reveal.ts and horrors.ts.
import type { ActionDef } from '../defs.js';

export const scoutActions: readonly ActionDef[] = [];
