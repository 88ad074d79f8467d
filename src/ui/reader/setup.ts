// The screen reader's setup: the game to start, said in a sentence, and changed by numbered
// options (the team typed as the cavers' numbers in seating order, the difficulty, the easier
// variant, the seed), as the setup screen does for the table. The rules check the team
// (teamProblem); every word comes from the catalog.
import {
  type CaverId,
  CAVERS,
  DIFFICULTIES,
  MAX_CAVERS,
  MAX_SEED_LENGTH,
  MIN_CAVERS,
  teamProblem,
} from '../../engine/index.js';
import type { NewGame } from '../../play/index.js';
import { abilityName, caverName, difficultyName, say } from '../../words/index.js';
import { typedLine } from './typed.js';

export type SetupEffect = 'quit' | { readonly start: NewGame };

export interface SetupReply {
  readonly lines: readonly string[];
  readonly effect?: SetupEffect;
}

type Asking = 'menu' | 'team' | 'difficulty' | 'seed';

/** The game a new game's options make, said in a line. */
export function gameLine(g: NewGame): string {
  return say('reader.setup.head', {
    team: g.cavers.map((c) => caverName(c)).join(say('list.comma')),
    difficulty: difficultyName(g.difficulty),
    easy: g.easy ? say('reader.setup.easy') : '',
    seed: g.seed,
  });
}

export class ReaderSetup {
  private asking: Asking = 'menu';

  /** `need`: the number of cavers the players or --cavers fix (null: any from 4 to 6). */
  constructor(
    private game: NewGame,
    private readonly need: number | null,
  ) {}

  open(): string[] {
    return [say('reader.intro'), gameLine(this.game), ...this.ask()];
  }

  private ask(): string[] {
    const line = (n: number, label: string): string => say('reader.option.numbered', { n, label });
    switch (this.asking) {
      case 'menu':
        return [
          say('reader.setup.what'),
          line(1, say('reader.setup.start')),
          line(2, say('reader.setup.team')),
          line(3, say('reader.setup.difficulty', { difficulty: difficultyName(this.game.difficulty) })),
          line(4, say(this.game.easy ? 'reader.setup.easy-on' : 'reader.setup.easy-off')),
          line(5, say('reader.setup.seed', { seed: this.game.seed })),
          line(6, say('reader.setup.quit')),
        ];
      case 'team':
        return [
          say('reader.setup.cavers'),
          ...CAVERS.map((c) =>
            say('reader.setup.caver', {
              n: c.number,
              who: caverName(c.id),
              hp: c.hp,
              abilities: c.abilities.map(abilityName).join(say('list.comma')),
            }),
          ),
          say('reader.setup.team-ask', {
            need:
              this.need !== null ? String(this.need) : say('reader.setup.range', { min: MIN_CAVERS, max: MAX_CAVERS }),
          }),
        ];
      case 'difficulty':
        return [
          say('reader.setup.which-difficulty'),
          ...DIFFICULTIES.map((d, i) => line(i + 1, difficultyName(d))),
          say('reader.option.back-line'),
        ];
      case 'seed':
        return [say('reader.setup.seed-ask', { max: MAX_SEED_LENGTH })];
    }
  }

  input(raw: string): SetupReply {
    // A seed is taken as typed, and refused whole if it holds a control character (a key's sequence too).
    if (this.asking === 'seed') return this.seed(raw);
    const { text, keysOnly } = typedLine(raw);
    if (keysOnly) return { lines: [say('reader.keys-only')] };
    switch (this.asking) {
      case 'menu':
        return this.menu(text);
      case 'team':
        return this.team(text);
      case 'difficulty':
        return this.difficulty(text);
    }
  }

  private to(asking: Asking, before: readonly string[] = []): SetupReply {
    this.asking = asking;
    return { lines: [...before, ...this.ask()] };
  }

  private menu(text: string): SetupReply {
    switch (text) {
      case '':
        return { lines: this.ask() };
      case '1':
        return { lines: [], effect: { start: this.game } };
      case '2':
        return this.to('team');
      case '3':
        return this.to('difficulty');
      case '4':
        this.game = { ...this.game, easy: !this.game.easy };
        return this.to('menu', [gameLine(this.game)]);
      case '5':
        return this.to('seed');
      case '6':
        return { lines: [], effect: 'quit' };
      default:
        return { lines: [say('reader.not-an-option', { n: text, max: 6 })] };
    }
  }

  private team(text: string): SetupReply {
    if (text === '' || text === '0') return this.to('menu');
    const numbers = text.split(/[\s,]+/).filter((x) => x !== '');
    const ids: CaverId[] = [];
    for (const x of numbers) {
      const c = CAVERS.find((d) => String(d.number) === x);
      if (!c) return { lines: [say('reader.setup.no-caver', { n: x, max: CAVERS.length })] };
      ids.push(c.id);
    }
    const problem = teamProblem(ids, this.game.players);
    if (problem?.t === 'twice')
      return { lines: [say('reader.setup.twice', { who: caverName(problem.id as CaverId) })] };
    const need = this.need ?? (problem?.t === 'players' ? problem.need : null);
    if (problem !== null || (need !== null && ids.length !== need))
      return {
        lines: [
          need !== null
            ? say('reader.setup.need', { need, n: ids.length })
            : say('reader.setup.size', { min: MIN_CAVERS, max: MAX_CAVERS, n: ids.length }),
        ],
      };
    this.game = { ...this.game, cavers: ids };
    return this.to('menu', [gameLine(this.game)]);
  }

  private difficulty(text: string): SetupReply {
    if (text === '' || text === '0') return this.to('menu');
    const d = DIFFICULTIES[Number(text) - 1];
    if (!/^\d+$/.test(text) || d === undefined)
      return { lines: [say('reader.not-an-option', { n: text, max: DIFFICULTIES.length })] };
    this.game = { ...this.game, difficulty: d };
    return this.to('menu', [gameLine(this.game)]);
  }

  private seed(raw: string): SetupReply {
    const s = raw.trim();
    if (s === '') return this.to('menu');
    if (s.length > MAX_SEED_LENGTH || /[\u0000-\u001f\u007f]/.test(s))
      return { lines: [say('reader.setup.seed-bad', { max: MAX_SEED_LENGTH })] };
    this.game = { ...this.game, seed: s };
    return this.to('menu', [gameLine(this.game)]);
  }
}
