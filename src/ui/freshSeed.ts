// A fresh seed for a new game: short and memorable, such as "granite-42". A seed only has to differ
// from game to game, not be secret: Math.random (seeded by V8 from the system's entropy) does,
// where node:crypto would cost every start ~6 ms of loading.

const SEED_WORDS = [
  'granite',
  'basalt',
  'shale',
  'flint',
  'quartz',
  'marble',
  'slate',
  'gypsum',
  'calcite',
  'obsidian',
  'cavern',
  'grotto',
  'hollow',
  'sinkhole',
  'chasm',
  'crevice',
  'abyss',
  'burrow',
  'vault',
  'crypt',
  'lantern',
  'torch',
  'candle',
  'ember',
  'rope',
  'piton',
  'helmet',
  'compass',
  'pickaxe',
  'chalk',
  'stalactite',
  'stalagmite',
  'geode',
  'crystal',
  'fossil',
  'magma',
  'echo',
  'shadow',
  'gloom',
  'murk',
];

/** A whole number from `min` to `max - 1`. */
const randomInt = (min: number, max: number): number => min + Math.floor(Math.random() * (max - min));

export function freshSeed(): string {
  return `${SEED_WORDS[randomInt(0, SEED_WORDS.length)]}-${randomInt(10, 100)}`;
}
