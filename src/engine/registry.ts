// Where the core looks cavers up. A leaf module: `cavers/index.ts` fills it in, so the rules modules
// that read a caver's passives never import the caver modules (which import them).
import type { CaverDef } from './defs.js';
import type { CaverId } from './types.js';

// By rulebook number (1-8); looked up with a switch, not a keyed load (see dirs.ts's bit()).
const BY_NUMBER: (CaverDef | undefined)[] = [];

export function registerCavers(defs: readonly CaverDef[]): void {
  for (const d of defs) BY_NUMBER[d.number] = d;
}

function numberOf(id: CaverId): number {
  switch (id) {
    case 'diver': return 1;
    case 'scout': return 2;
    case 'geologist': return 3;
    case 'engineer': return 4;
    case 'climber': return 5;
    case 'medic': return 6;
    case 'bodyguard': return 7;
    case 'leader': return 8;
    default: return 0;
  }
}

export function caverDef(id: CaverId): CaverDef {
  const d = BY_NUMBER[numberOf(id)];
  if (d === undefined) throw new Error(`caver "${id}" is not registered (import engine/index.js)`);
  return d;
}
