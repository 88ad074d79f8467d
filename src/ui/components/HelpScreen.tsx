// `?`: help and the rules, browsable page by page (←/→) and part by part (↑/↓): the keys (fits 80×24,
// the smallest table), the board's legend at the current size, the round, then one page for each
// caver, each hazard card and each tile type. Every rule shown is the engine's own text and numbers.
import { Box, Text } from 'ink';
import {
  CAVE_TILES,
  CAVERS,
  type CaverDef,
  DIFFICULTIES,
  HAZARDS,
  type HazardCard,
  type HazardId,
  hazardPool,
  type PassiveId,
  TILE_TYPES,
  type TileType,
} from '../../engine/index.js';
import {
  abilityName,
  abilityText,
  caverTitle,
  hazardName,
  hazardText,
  sayIn,
  tileRule,
  tileTypeName,
} from '../../words/index.js';
import { legendHeight, legendLines, lookCell } from '../board/legend.js';
import type { TileLook } from '../board/looks.js';
import { lookName } from '../board/looks.js';
import { ZOOMS, type Zoom } from '../board/zoom.js';
import { fit, wrap } from '../layout.js';
import { themeLabel, type Theme } from '../theme.js';

export const HELP_LINES: readonly string[] = [
  'SUB TERRA: get your cavers onto the Exit before the dark takes them.',
  'Round: 1 each caver acts (2 AP) from the ★ token · 2 horrors step toward the',
  'nearest victim · 3 a hazard card strikes (the deck is your time; Out of Time',
  'is last) · 4 the ★ token passes on, hiding ends, Direct is ready again.',
  '',
  '←↑→↓ hjkl Move (1)     x Explore (1)        r Reveal (1)      u Run (2: 3 moves)',
  'a Heal (2)             w Swim (2)           z Squeeze (2)     c Clear rubble (2)',
  'p Place rope (2+test)  i Hide (2+test)      e Exert: +1 AP, test at turn end',
  'd Dive/surface  g Quick dig  b Demolition  n Quick knot  f First aid  s Sprint',
  'y Repel  v Direct      Enter end turn (. at once)   Esc back   q save & quit',
  'Placing a tile: ←/→ turn it · Tab other tile (Pathfinder, Geologist) · Enter',
  'Run: arrows add steps, Backspace undoes, Enter goes. Choices: 1-9/arrows, Enter',
  'Phases: Space/Enter next step, Esc skip.   A automatic steps on/off',
  '; or L look at any square (HJKL 5 squares, Tab cavers)   H horror paths on/off',
  "P or Ctrl+P the whole game's log   ? this help   Ctrl+C also saves and quits",
  '+/- tile size   t colour theme: classic, colour-blind safe, high contrast (kept)',
  'I a hint from the AI (I again plays it)   M the AI plays the acting caver or not',
  'Tiles: gaps in a wall are open sides (both sides open to connect). ▶1 the',
  'acting caver, ¹-⁸ out cold, H a horror; ◆ the option chosen, ◇ the others.',
  'Tests: d6, 4+ passes (Leader +1). The Exit is safe. 0 health: out until healed.',
  'Result, by cavers not on the Exit: 0 Gold, 1 Silver, 2 Bronze, 3+ Failure.',
  'U or Ctrl+Z: take back a move of this turn while no die, tile or card was seen',
  '→ next: board, round, cavers, cards, tiles · any other key: back to the game',
];

/** The page of help for a page number: its part (for ↑/↓) and its lines. */
interface Page {
  readonly part: string;
  readonly draw: (cols: number, rows: number, zoom: Zoom, theme: Theme) => string[];
}

const HAZARD_IDS = Object.keys(HAZARDS) as HazardId[];

/** The looks a tile type can take on the board (its state changes how it plays); a type not named here has one look, its own name. */
const LOOKS_OF: Readonly<Partial<Record<TileType, readonly TileLook[]>>> = {
  water: ['water', 'flooded'],
  gas: ['gas', 'leak'],
  cavein: ['cavein', 'rubble'],
  horror: ['lair'],
  ledge: ['ledge', 'ledge-rope'],
  drop: ['drop', 'drop-rope'],
};

/** Text lines wrapped to the page (paragraphs given as single strings; '' is a blank line). */
function para(lines: readonly string[], cols: number): string[] {
  return lines.flatMap((l) => (l === '' ? [''] : wrap(l, cols - 2).map((x) => `  ${x}`)));
}

function caverPage(c: CaverDef): Page['draw'] {
  return (cols) =>
    para(
      [
        `Number ${c.number}: horrors choose the lowest number on a tie. Starting health: ${c.hp}.`,
        `Names in the rulebooks: ${sayIn('tr', `caver.${c.id}`)} (Turkish), ${sayIn('fr', `caver.${c.id}`)} (French).`,
        '',
        ...c.abilities.flatMap((a) => [
          `${abilityName(a)} (${a.cost === 'passive' ? 'passive' : `${a.cost} AP`}): ${abilityText(a)}`,
          '',
        ]),
        ...(c.charges ? [`Uses: ${c.charges} a game (shown in the panel).`] : []),
      ],
      cols,
    );
}

/** The cavers whose passives change what a card does (read from their table flags). */
function whoChanges(card: HazardCard): string[] {
  const out: string[] = [];
  for (const c of CAVERS) {
    const protects = c.protector && ['flood', 'gas', 'cavein', 'tremor'].includes(card.base);
    const keeps =
      (c.floodProof && card.base === 'flood') ||
      (c.caveInLoss !== undefined && card.base === 'cavein') ||
      (c.stealthy && card.base === 'horror');
    if (!protects && !keeps) continue;
    // The passive that makes the difference: the flag's own.
    const id: PassiveId | null = protects
      ? 'protector'
      : card.base === 'flood'
        ? 'gear'
        : card.base === 'cavein'
          ? 'careful'
          : 'stealthy';
    const passive = c.abilities.find((a) => 'passive' in a && a.passive === id);
    if (passive) out.push(`${caverTitle(c.id)}: ${abilityName(passive)}. ${abilityText(passive)}`);
  }
  return out;
}

function hazardPage(card: HazardCard): Page['draw'] {
  return (cols) => {
    const copies =
      card.id === 'outoftime'
        ? 'Always the last card, under the deck: it is not dealt.'
        : `Copies in the deck's pool: ${DIFFICULTIES.map((d) => `${d} ${hazardPool(d).filter((h) => h === card.id).length}`).join(', ')}.`;
    const tiles = TILE_TYPES.filter(
      (t) => t === card.base || (card.base === 'flood' && t === 'water') || (card.base === 'horror' && t === 'horror'),
    );
    return para(
      [
        hazardText(card.id),
        ...(card.double ? ['A doubled card: its effect happens twice, one after the other.'] : []),
        '',
        copies,
        '',
        ...tiles.map((t) => `${tileTypeName(t)} tiles: ${tileRule(t)}`),
        ...(card.base !== 'outoftime' && card.base !== 'horror' ? ['Cavers on the Exit lose no health.'] : []),
        ...whoChanges(card),
      ],
      cols,
    );
  };
}

function tilePage(type: TileType): Page['draw'] {
  return (cols, rows, zoom, theme) => {
    const shapes = new Map<string, number>();
    for (const t of CAVE_TILES) if (t.type === type) shapes.set(t.shape, (shapes.get(t.shape) ?? 0) + 1);
    const count =
      type === 'start'
        ? 'One, where the cave begins.'
        : type === 'exit'
          ? 'One, shuffled among the last six tiles of the deck.'
          : `${[...shapes.values()].reduce((a, b) => a + b, 0)} in the deck (${[...shapes].map(([sh, n]) => `${n} ${sh}`).join(', ')}: X all four sides, T three, L a corner, I straight, D a dead end).`;
    // The tile as the board draws it, in each of its looks, side by side.
    let z = zoom;
    while (z !== ZOOMS[0] && z.h + 8 > rows) z = ZOOMS[ZOOMS.indexOf(z) - 1];
    const looks = LOOKS_OF[type] ?? [type as TileLook];
    const cells = looks.map((l) => lookCell(z, l, theme));
    const art: string[] = [];
    for (let r = 0; r < z.h; r++) art.push(`  ${cells.map((c) => c[r]).join('  ')}`);
    art.push(theme.dim(`  ${looks.map((l) => fit(lookName(l), z.w)).join('  ')}`));
    return [
      ...art,
      '',
      ...para(
        [
          tileRule(type),
          '',
          count,
          `Names in the rulebooks: ${sayIn('tr', `tile.${type}.name`)} (Turkish), ${sayIn('fr', `tile.${type}.name`)} (French).`,
        ],
        cols,
      ),
    ];
  };
}

const ROUND: readonly string[] = [
  'A round has four phases:',
  '1 Action phase. Each conscious caver, in seating order from the one holding the ★ first-caver token, takes a turn with 2 AP: Reveal, Move, Explore, Run, Heal, the special actions of tiles (Swim, Squeeze, Clear rubble, Place rope, Hide) and its own abilities. Once a turn a caver may exert for a third AP, then tests at the end of the turn (d6, 4+; a failure loses 1 health).',
  "2 Horror phase. Each horror moves one tile toward its nearest victim through connected tiles (H shows where each is headed). A horror that reaches a caver takes all its health. With no victim within 7 tiles it fades. Ties are chosen by the first caver's player.",
  '3 Hazard phase. The top hazard card is turned and resolved. The hazard deck is the clock: under it lies Out of Time; from then on every caver off the Exit tests each round or is taken by the dark.',
  '4 End phase. The ★ token passes to the next caver; hiding ends; Direct is ready again.',
  '',
  "The game ends once every conscious caver still in the cave stands on the Exit, or none is left off it. Cavers not on the Exit: none Gold, one Silver, two Bronze, three or more Failure. The Exit is among the last six tiles: the panel's pace line says how many tiles must still be drawn before it can appear, against the rounds left.",
];

export const PAGES: readonly Page[] = [
  {
    part: 'Keys',
    draw: (cols, rows, _z, theme) =>
      HELP_LINES.slice(0, rows).map((l, i) => (i === 0 ? theme.title(fit(l, cols)) : fit(l, cols))),
  },
  { part: 'Board', draw: (cols, rows, zoom, theme) => legendPage(cols, rows, zoom, theme) },
  { part: 'Round', draw: (cols) => para(ROUND, cols) },
  ...CAVERS.map((c): Page => ({ part: 'Cavers', draw: caverPage(c) })),
  ...HAZARD_IDS.map((id): Page => ({ part: 'Hazard cards', draw: hazardPage(HAZARDS[id]) })),
  ...TILE_TYPES.map((t): Page => ({ part: 'Tiles', draw: tilePage(t) })),
];

export const HELP_PAGES = PAGES.length;

/** Each page's title. */
function pageTitle(i: number): string {
  if (i === 0) return '';
  if (i === 1) return 'THE BOARD';
  if (i === 2) return 'THE ROUND';
  const c = i - 3;
  if (c < CAVERS.length) return `CAVER ${CAVERS[c].number} · ${caverTitle(CAVERS[c].id).toUpperCase()}`;
  const h = c - CAVERS.length;
  if (h < HAZARD_IDS.length) return `HAZARD CARD · ${hazardName(HAZARD_IDS[h]).toUpperCase()}`;
  const t = h - HAZARD_IDS.length;
  return `TILE · ${tileTypeName(TILE_TYPES[t]).toUpperCase()}`;
}

/** The first page of the next (dir 1) or previous (dir -1) part, from a page. */
export function nextPart(page: number, dir: 1 | -1): number {
  const part = PAGES[page]?.part;
  let i = page;
  if (dir > 0) {
    while (i < PAGES.length && PAGES[i].part === part) i++;
    return Math.min(i, PAGES.length - 1);
  }
  // Back to the start of this part, or of the one before when already there.
  while (i > 0 && PAGES[i - 1].part === part) i--;
  if (i === page && i > 0) {
    const prev = PAGES[i - 1].part;
    while (i > 0 && PAGES[i - 1].part === prev) i--;
    if (PAGES[i].part !== prev) i++;
  }
  return Math.max(0, i);
}

/** The legend page: at the board's tile size, or a smaller one when it does not fit the screen. */
export function legendPage(cols: number, rows: number, zoom: Zoom, theme: Theme): string[] {
  let z = zoom;
  while (z !== ZOOMS[0] && legendHeight(z, cols) + 3 > rows) z = ZOOMS[ZOOMS.indexOf(z) - 1];
  const note = z === zoom ? '' : ` (drawn ${z.name}: no room for ${zoom.name} tiles here)`;
  const head = `THE BOARD · ${zoom.name} tiles${note} · theme: ${themeLabel(theme.name)}`;
  const lines = [theme.title(fit(head, cols)), ''];
  lines.push(...legendLines(z, theme, cols).map((l) => l));
  lines.push(fit('+ / - tile size · t theme · ← keys · → the round and the rules · other key: back', cols));
  return lines.slice(0, rows);
}

/** Every line of a help page, fitted to the screen. */
export function helpLines(page: number, cols: number, rows: number, zoom: Zoom, theme: Theme): string[] {
  const p = PAGES[Math.max(0, Math.min(PAGES.length - 1, page))];
  if (page <= 1) return p.draw(cols, rows, zoom, theme);
  const head = theme.title(fit(`${pageTitle(page)} · ${p.part} · page ${page + 1} of ${PAGES.length}`, cols));
  const foot = theme.key(fit('←/→ page · ↑/↓ part: keys, board, round, cavers, cards, tiles · other key: back', cols));
  const body = p.draw(cols, rows - 3, zoom, theme).slice(0, rows - 3);
  while (body.length < rows - 3) body.push('');
  return [head, '', ...body.map((l) => (l === '' ? ' '.repeat(cols) : l)), foot];
}

export function HelpScreen({
  cols,
  rows,
  theme,
  page = 0,
  zoom = ZOOMS[0],
}: {
  cols: number;
  rows: number;
  theme: Theme;
  page?: number;
  zoom?: Zoom;
}) {
  return (
    <Box flexDirection="column" width={cols} height={rows}>
      <Text>{helpLines(page, cols, rows, zoom, theme).join('\n')}</Text>
    </Box>
  );
}
