// Re-make the recorded games the tests replay (test/fixtures/games). Each is a whole game played by a
// bot from a fixed seed; next to it, the exact `subterra replay FILE --json` output. Run this only
// when a change to the rules is meant to change seeded games:  npm run fixtures
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { greedyAction } from '../src/bots/greedy.js';
import { botRng, playGame, randomAction } from '../src/bots/random.js';
import { apply, type CaverId, type Difficulty, type GameState, newGame, stateHash } from '../src/engine/index.js';
import { newRecord, recordOptions } from '../src/record/record.js';
import { replayJson, replayRecord } from '../src/record/replay.js';
import type { GameRecord } from '../src/record/types.js';
import { refusalText } from '../src/words/index.js';

interface Spec {
  name: string;
  seed: string;
  difficulty: Difficulty;
  cavers: CaverId[];
  players?: number;
  easy?: boolean;
  bot: 'greedy' | 'random';
}

export const FIXTURES: Spec[] = [
  {
    name: 'long-normal-4',
    seed: 'cave-0',
    difficulty: 'normal',
    cavers: ['scout', 'medic', 'leader', 'bodyguard'],
    easy: true,
    bot: 'greedy',
  },
  {
    name: 'bronze-normal-4',
    seed: 'cave-50',
    difficulty: 'normal',
    cavers: ['scout', 'medic', 'leader', 'bodyguard'],
    easy: true,
    bot: 'greedy',
  },
  {
    name: 'hard-5',
    seed: 'basalt-17',
    difficulty: 'hard',
    cavers: ['diver', 'geologist', 'engineer', 'climber', 'leader'],
    bot: 'greedy',
  },
  {
    name: 'expert-6',
    seed: 'obsidian-88',
    difficulty: 'expert',
    cavers: ['diver', 'scout', 'geologist', 'engineer', 'climber', 'medic'],
    bot: 'greedy',
  },
  {
    name: 'random-6-players-3',
    seed: 'echo-31',
    difficulty: 'hard',
    cavers: ['bodyguard', 'leader', 'medic', 'diver', 'engineer', 'scout'],
    players: 3,
    bot: 'random',
  },
  {
    name: 'random-4',
    seed: 'flint-5',
    difficulty: 'normal',
    cavers: ['geologist', 'climber', 'diver', 'engineer'],
    bot: 'random',
  },
];

function record(spec: Spec): GameRecord {
  const r = newRecord({
    seed: spec.seed,
    difficulty: spec.difficulty,
    players: spec.players ?? 1,
    cavers: spec.cavers,
    easy: spec.easy,
    app: 'fixtures',
  });
  const rng = botRng(spec.bot === 'greedy' ? spec.seed : spec.name);
  const pick = spec.bot === 'greedy' ? (s: GameState) => greedyAction(s, rng) : (s: GameState) => randomAction(s, rng);
  const played = playGame(recordOptions(r), pick);
  r.actions = played.actions;
  // One hash per round, taken when the round begins (as the game does when it saves).
  const start = newGame(recordOptions(r));
  if (!start.ok) throw new Error(refusalText(start.error));
  let s = start.state;
  const hashes = [stateHash(s)];
  for (const a of r.actions) {
    const res = apply(s, a);
    if (!res.ok) throw new Error(refusalText(res.error));
    s = res.state;
    if (hashes.length < s.round) hashes.push(stateHash(s));
  }
  r.hashes = hashes;
  r.meta = { round: s.round, over: true, result: s.result };
  return r;
}

const dir = join(process.cwd(), 'test', 'fixtures', 'games');
for (const spec of FIXTURES) {
  const r = record(spec);
  const check = replayRecord(r);
  if (!check.ok) throw new Error(`${spec.name}: ${check.error}`);
  const text = JSON.stringify(r, null, 1) + '\n';
  const out = replayJson(text);
  if (!out.ok) throw new Error(out.error);
  writeFileSync(join(dir, `${spec.name}.json`), text);
  writeFileSync(join(dir, `${spec.name}.expected.json`), out.output + '\n');
  console.log(
    `${spec.name}: ${r.actions.length} actions, ${r.hashes!.length} rounds, ${check.state.tiles.length} tiles, ${check.state.result}`,
  );
}
