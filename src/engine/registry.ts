// Where the core looks cavers up. A leaf module: `cavers/index.ts` fills it in, so the rules modules
// that read a caver's passives never import the caver modules (which import them).
import type { CaverDef } from './defs.js';
import type { CaverId } from './types.js';

const BY_ID: Partial<Record<CaverId, CaverDef>> = {};

export function registerCavers(defs: readonly CaverDef[]): void {
  for (const d of defs) BY_ID[d.id] = d;
}

export function caverDef(id: CaverId): CaverDef {
  const d = BY_ID[id];
  if (d === undefined) throw new Error(`caver "${id}" is not registered (import engine/index.js)`);
  return d;
}
