// The eight cavers (RULES.md §7), each defined with its abilities in its own module.
import type { CaverDef } from '../defs.js';
import { registerCavers } from '../registry.js';
import { bodyguard } from './bodyguard.js';
import { climber } from './climber.js';
import { diver } from './diver.js';
import { engineer } from './engineer.js';
import { geologist } from './geologist.js';
import { leader } from './leader.js';
import { medic } from './medic.js';
import { scout } from './scout.js';

export const CAVERS: readonly CaverDef[] = [diver, scout, geologist, engineer, climber, medic, bodyguard, leader];

registerCavers(CAVERS);
