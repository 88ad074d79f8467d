// Positions that several screens' tests start from, each built from a fixed setup by its actions
// (test/helpers/game.ts runs them; test/ui/kit.tsx makes a session of them).
import type { CaverId } from '../../src/engine/index.js';
import type { Act, Scenario } from './game.js';

const END = (caver: CaverId): Act => ({ caver, do: 'end' });

export interface Position {
  readonly scenario: Scenario;
  readonly actions: readonly Act[];
}

/**
 * A horror tie (RULES.md §8): a square of four tiles, the horror on [1,-1]. In round 2 the climber
 * steps back onto the Start; `actions` stop there. When she ends her turn, the horror has two
 * shortest paths to her, and the Medic's player chooses which way it goes.
 */
export const HORROR_TIE: Position = {
  scenario: {
    cavers: ['climber', 'medic', 'leader', 'scout'],
    tiles: ['empty:L', 'horror:L', 'empty:L'],
    hazards: ['horror', 'flood', 'flood'],
  },
  actions: [
    { caver: 'climber', do: 'explore', dir: 'N', open: 'ES' },
    { caver: 'climber', do: 'reveal', dir: 'E', open: 'SW' },
    END('climber'),
    { caver: 'medic', do: 'reveal', dir: 'E', open: 'NW' },
    END('medic'),
    END('leader'),
    END('scout'),
    END('medic'),
    END('leader'),
    END('scout'),
    { caver: 'climber', do: 'move', dir: 'S' },
  ],
};

/**
 * The Diver under water (RULES.md §7): she dove in round 1; in round 2 the Scout reveals a dry
 * Water tile west of the Start. `actions` stop after the Medic's turn; after the Leader's, the
 * Diver's turn comes, and she must surface.
 */
export const DIVER_UNDER: Position = {
  scenario: {
    cavers: ['diver', 'scout', 'medic', 'leader'],
    tiles: ['water:I', 'water:X', 'water:I'],
    hazards: ['flood', 'flood'],
    dice: [6],
  },
  actions: [
    { caver: 'diver', do: 'explore', dir: 'N', open: 'NS' },
    { caver: 'diver', do: 'exert' },
    { caver: 'diver', do: 'dive' },
    END('diver'),
    END('scout'),
    { caver: 'medic', do: 'reveal', dir: 'E', open: 'NESW' },
    END('medic'),
    END('leader'),
    { caver: 'scout', do: 'reveal', dir: 'W', open: 'EW' },
    END('scout'),
    END('medic'),
  ],
};
