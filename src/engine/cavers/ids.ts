// Caver ids in rulebook number order (RULES.md §7); the number breaks horror ties.
import type { CaverId } from '../types.js';

export const CAVER_IDS: readonly CaverId[] = [
  'diver', 'scout', 'geologist', 'engineer', 'climber', 'medic', 'bodyguard', 'leader',
];

export function isCaverId(v: unknown): v is CaverId {
  return typeof v === 'string' && (CAVER_IDS as readonly string[]).includes(v);
}

