// The English catalog: every sentence and name a player reads, as i18next resources (`{{name}}` is a
// parameter; a key with `_one`/`_other` forms is chosen by `count`). Its keys and their parameters
// are typed from this object (say.ts), and every other language's catalog has the same keys
// (catalog.ts). One file per part of the game, each holding its own top-level keys
// (docs/TRANSLATING.md).
import { cli } from './cli.js';
import { end } from './end.js';
import { game } from './game.js';
import { help } from './help.js';
import { keys } from './keys.js';
import { log } from './log.js';
import { reader } from './reader.js';
import { record } from './record.js';
import { refusals } from './refusal.js';
import { room } from './room.js';
import { screens } from './screens.js';
import { setup } from './setup.js';
import { ssh } from './ssh.js';
import { table } from './table.js';
import { tutorial } from './tutorial.js';

export const en = {
  ...game,
  ...log,
  ...refusals,
  ...table,
  ...screens,
  ...help,
  ...setup,
  ...end,
  ...tutorial,
  ...cli,
  ...record,
  ...ssh,
  ...reader,
  ...keys,
  ...room,
} as const;

/** The catalog's parts, by file: their top-level keys never meet (test/words/catalog.test.ts). */
export const EN_PARTS = {
  game,
  log,
  refusals,
  table,
  screens,
  help,
  setup,
  end,
  tutorial,
  cli,
  record,
  ssh,
  reader,
  keys,
  room,
} as const;
