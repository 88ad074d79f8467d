// A player who reads only the screen reader's text: it parses the sentences and the numbered
// options ("3: Reveal, 1 AP"), never the game's state, and answers with numbers and commands.
import seedrandom from 'seedrandom';
import type { ReaderTable } from '../../src/ui/reader/table.js';

export interface BotRun {
  /** Every line said, in order (the player's answers among them, marked "> "). */
  readonly said: string[];
  /** Lines typed. */
  readonly typed: number;
  readonly ended: boolean;
}

/** The numbered options of the last question in these lines ("1: Move north" -> [1, 'Move north']). */
export function optionsIn(lines: readonly string[]): { n: number; label: string }[] {
  let start = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (/^1: /.test(lines[i])) {
      start = i;
      break;
    }
  }
  if (start < 0) return [];
  const out: { n: number; label: string }[] = [];
  for (let i = start; i < lines.length; i++) {
    const m = /^(\d+): (.*)$/.exec(lines[i]);
    if (!m) break;
    if (m[1] !== '0') out.push({ n: Number(m[1]), label: m[2] });
  }
  return out;
}

/** Plays until the end screen's question is answered with Quit (or `limit` lines were typed). */
export function playByText(
  table: ReaderTable,
  seed: string,
  opening: readonly string[],
  o: { readonly asks?: number; readonly limit?: number } = {},
): BotRun {
  const limit = o.limit ?? 20000;
  const asks = o.asks ?? 0.05;
  const rng = seedrandom(seed);
  const said: string[] = [...opening];
  let last = [...opening];
  let typed = 0;
  let ended = false;
  const type = (line: string): ReturnType<ReaderTable['input']> => {
    typed++;
    said.push(`> ${line}`);
    const r = table.input(line);
    said.push(...r.lines);
    return r;
  };
  while (typed < limit) {
    if (
      last.includes('What now?') &&
      /^3: Quit$/.test(last[last.length - 1] ?? '') &&
      last.some((l) => l.startsWith('The game is over'))
    ) {
      ended = true;
      type('3');
      break;
    }
    const options = optionsIn(last);
    if (options.length === 0) {
      last = [...type('ask').lines];
      continue;
    }
    // Now and then, ask about the cave as a player would.
    if (rng() < asks) type(['where', 'threats', 'way', 'team', 'deck', 'round', 'look'][Math.floor(rng() * 7)]);
    // Ending the turn early and taking steps back are less likely; the rest evenly.
    const weights = options.map((o) =>
      /^Take back/.test(o.label)
        ? 0.2
        : /^End the turn, \d+ AP unused/.test(o.label)
          ? 0.3
          : /^Exert/.test(o.label)
            ? 0.3
            : 1,
    );
    let r = rng() * weights.reduce((a, b) => a + b, 0);
    let pick = options[options.length - 1];
    for (let i = 0; i < options.length; i++) {
      r -= weights[i];
      if (r < 0) {
        pick = options[i];
        break;
      }
    }
    const reply = type(String(pick.n));
    last = reply.lines.length ? [...reply.lines] : last;
  }
  return { said, typed, ended };
}
