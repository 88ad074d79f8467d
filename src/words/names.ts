// The game's terms by the rules' ids (en/game.ts): every screen names a caver, a tile, a card, an
// action, an ability, a phase, a result or a difficulty through these, never by the id itself.
import {
  type Ability,
  abilityId,
  type ActionDo,
  caverDef,
  type CaverId,
  type Difficulty,
  type HazardId,
  type Phase,
  type Result,
  type TileType,
} from '../engine/index.js';
import { say } from './say.js';

/** A caver's name: "Medic". */
export function caverTitle(id: CaverId): string {
  return say(`caver.${id}`);
}

/** A caver's name and number, as the log names it: "Medic (6)". */
export function caverName(id: CaverId): string {
  return say('name.caver', { name: caverTitle(id), number: caverDef(id).number });
}

/** An action's name: "Clear rubble". */
export function actionName(kind: ActionDo): string {
  return say(`action.${kind}`);
}

/** An ability's name: its action's ("First aid"), or a passive's own ("Stealthy"). */
export function abilityName(a: Ability): string {
  return 'do' in a ? actionName(a.do) : say(`passive.${a.passive}`);
}

/** What an ability does. */
export function abilityText(a: Ability): string {
  return say(`ability.${abilityId(a)}`);
}

/** A tile type's name: "Rough ground". */
export function tileTypeName(type: TileType): string {
  return say(`tile.${type}.name`);
}

/** A tile type's rule, as the screens show it. */
export function tileRule(type: TileType): string {
  return say(`tile.${type}.rule`);
}

/** A hazard card's name: "Gas leak x2". */
export function hazardName(id: HazardId): string {
  return say(`hazard.${id}.name`);
}

/** What a hazard card does. */
export function hazardText(id: HazardId): string {
  return say(`hazard.${id}.text`);
}

/** A phase's name: "Horror phase". */
export function phaseName(phase: Phase): string {
  return say(`phase.${phase}`);
}

/** A result as a word in a sentence: "Gold". */
export function medalName(r: Result): string {
  return say(`medal.${r}`);
}

/** A difficulty as the screens say it. */
export function difficultyName(d: Difficulty): string {
  return say(`difficulty.${d}`);
}
