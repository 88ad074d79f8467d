// A fresh seed for a new game: short and memorable, such as "granite-42".
import { randomInt } from 'node:crypto';

const SEED_WORDS = [
  'granite', 'basalt', 'shale', 'flint', 'quartz', 'marble', 'slate', 'gypsum', 'calcite', 'obsidian',
  'cavern', 'grotto', 'hollow', 'sinkhole', 'chasm', 'crevice', 'abyss', 'burrow', 'vault', 'crypt',
  'lantern', 'torch', 'candle', 'ember', 'rope', 'piton', 'helmet', 'compass', 'pickaxe', 'chalk',
  'stalactite', 'stalagmite', 'geode', 'crystal', 'fossil', 'magma', 'echo', 'shadow', 'gloom', 'murk',
];

export function freshSeed(): string {
  return `${SEED_WORDS[randomInt(SEED_WORDS.length)]}-${randomInt(10, 100)}`;
}
