// `?`: help and the rules, browsable page by page (←/→) and part by part (↑/↓): the keys (fits 80×24,
// the smallest table), the board's legend at the current size, the round, then one page for each
// caver, each hazard card and each tile type. Every rule shown is the engine's own text and numbers.
import { Box, Text } from 'ink';
import {
  CAVE_TILES,
  type Ability,
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
  difficultyName,
  say,
  tileRule,
  tileTypeName,
  upper,
} from '../../words/index.js';
import { legendHeight, legendLines, lookCell } from '../board/legend.js';
import type { TileLook } from '../board/looks.js';
import { lookName } from '../board/looks.js';
import { ZOOMS, type Zoom } from '../board/zoom.js';
import { fit, wrap } from '../layout.js';
import { themeLabel, type Theme } from '../theme.js';
import { jumpKeys, keysInUse } from '../input/keys.js';

/** The keys page, in the language spoken, with the player's keys (input/keys.ts). */
export function helpKeyLines(): string[] {
  const k = keysInUse();
  const jumps = jumpKeys();
  return [
    say('help.keys.01'),
    say('help.keys.02'),
    say('help.keys.03'),
    say('help.keys.04'),
    say('help.keys.05'),
    say('help.keys.06', {
      left: k.left,
      down: k.down,
      up: k.up,
      right: k.right,
      explore: k.explore,
      reveal: k.reveal,
      run: k.run,
    }),
    say('help.keys.07', { heal: k.heal, swim: k.swim, squeeze: k.squeeze, clear: k.clear }),
    say('help.keys.08', { rope: k.rope, hide: k.hide, exert: k.exert }),
    say('help.keys.09', {
      dive: k.dive,
      quickdig: k.quickdig,
      demolish: k.demolish,
      quickknot: k.quickknot,
      firstaid: k.firstaid,
      sprint: k.sprint,
    }),
    say('help.keys.10', { repel: k.repel, direct: k.direct, end: k.end, quit: k.quit }),
    say('help.keys.11'),
    say('help.keys.12'),
    say('help.keys.13', { auto: k.auto, deck: k.deck }),
    say('help.keys.14', { look: k.look, jumps }),
    say('help.keys.15', { history: k.history, help: k.help, hunts: k.hunts, overview: k.overview }),
    say('help.keys.16', { theme: k.theme }),
    say('help.keys.17', { hint: k.hint, pilot: k.pilot }),
    say('help.keys.18'),
    say('help.keys.19'),
    say('help.keys.20'),
    say('help.keys.21'),
    say('help.keys.22', { undo: k.undo }),
    say('help.keys.23'),
  ];
}

/** The page of help for a page number: its part (for ↑/↓) and its lines. */
interface Page {
  /** The part's name (the page's part, in the language spoken). */
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

/** An ability in full: "First aid (1 AP): …". */
export function abilityLine(a: Ability): string {
  return say('help.caver.ability', {
    name: abilityName(a),
    cost: a.cost === 'passive' ? say('help.caver.passive') : say('help.caver.ap', { ap: a.cost }),
    text: abilityText(a),
  });
}

function caverPage(c: CaverDef): Page['draw'] {
  return (cols) =>
    para(
      [
        say('help.caver.number', { n: c.number, hp: c.hp }),
        say('help.caver.names', { tr: sayIn('tr', `caver.${c.id}`), fr: sayIn('fr', `caver.${c.id}`) }),
        '',
        ...c.abilities.flatMap((a) => [abilityLine(a), '']),
        ...(c.charges ? [say('help.caver.uses', { n: c.charges })] : []),
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
    if (passive)
      out.push(
        say('help.hazard.passive', { caver: caverTitle(c.id), name: abilityName(passive), text: abilityText(passive) }),
      );
  }
  return out;
}

function hazardPage(card: HazardCard): Page['draw'] {
  return (cols) => {
    const copies =
      card.id === 'outoftime'
        ? say('help.hazard.last')
        : say('help.hazard.copies', {
            copies: DIFFICULTIES.map((d) =>
              say('help.hazard.copy', {
                difficulty: difficultyName(d),
                n: hazardPool(d).filter((h) => h === card.id).length,
              }),
            ).join(say('list.comma')),
          });
    const tiles = TILE_TYPES.filter(
      (t) => t === card.base || (card.base === 'flood' && t === 'water') || (card.base === 'horror' && t === 'horror'),
    );
    return para(
      [
        hazardText(card.id),
        ...(card.double ? [say('help.hazard.doubled')] : []),
        '',
        copies,
        '',
        ...tiles.map((t) => say('help.hazard.tiles', { name: tileTypeName(t), rule: tileRule(t) })),
        ...(card.base !== 'outoftime' && card.base !== 'horror' ? [say('help.hazard.exit')] : []),
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
        ? say('help.tile.start')
        : type === 'exit'
          ? say('help.tile.exit')
          : say('help.tile.count', {
              n: [...shapes.values()].reduce((a, b) => a + b, 0),
              shapes: [...shapes].map(([shape, n]) => say('help.tile.shape', { n, shape })).join(say('list.comma')),
            });
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
          say('help.tile.names', { tr: sayIn('tr', `tile.${type}.name`), fr: sayIn('fr', `tile.${type}.name`) }),
        ],
        cols,
      ),
    ];
  };
}

/** The round page's paragraphs. */
function roundLines(): string[] {
  return [
    say('help.round.intro'),
    say('help.round.action'),
    say('help.round.horror'),
    say('help.round.hazard'),
    say('help.round.end'),
    '',
    say('help.round.ending'),
  ];
}

/** A page of a part, its part named in the language spoken when it is asked. */
function page(part: 'keys' | 'board' | 'round' | 'cavers' | 'hazards' | 'tiles', draw: Page['draw']): Page {
  return {
    get part() {
      return say(`help.part.${part}`);
    },
    draw,
  };
}

export const PAGES: readonly Page[] = [
  page('keys', (cols, rows, _z, theme) =>
    helpKeyLines()
      .slice(0, rows)
      .map((l, i) => (i === 0 ? theme.title(fit(l, cols)) : fit(l, cols))),
  ),
  page('board', (cols, rows, zoom, theme) => legendPage(cols, rows, zoom, theme)),
  page('round', (cols) => para(roundLines(), cols)),
  ...CAVERS.map((c) => page('cavers', caverPage(c))),
  ...HAZARD_IDS.map((id) => page('hazards', hazardPage(HAZARDS[id]))),
  ...TILE_TYPES.map((t) => page('tiles', tilePage(t))),
];

export const HELP_PAGES = PAGES.length;

/** Each page's title. */
function pageTitle(i: number): string {
  if (i === 0) return '';
  if (i === 1) return say('help.title.board');
  if (i === 2) return say('help.title.round');
  const c = i - 3;
  if (c < CAVERS.length) return say('help.title.caver', { n: CAVERS[c].number, name: upper(caverTitle(CAVERS[c].id)) });
  const h = c - CAVERS.length;
  if (h < HAZARD_IDS.length) return say('help.title.hazard', { name: upper(hazardName(HAZARD_IDS[h])) });
  const t = h - HAZARD_IDS.length;
  return say('help.title.tile', { name: upper(tileTypeName(TILE_TYPES[t])) });
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
  const size = say(`size.${zoom.name}`);
  const head =
    z === zoom
      ? say('help.board.head', { size, theme: themeLabel(theme.name) })
      : say('help.board.head-smaller', { size, drawn: say(`size.${z.name}`), theme: themeLabel(theme.name) });
  const lines = [theme.title(fit(head, cols)), ''];
  lines.push(...legendLines(z, theme, cols).map((l) => l));
  lines.push(fit(say('help.board.foot'), cols));
  return lines.slice(0, rows);
}

/** Every line of a help page, fitted to the screen. */
export function helpLines(page: number, cols: number, rows: number, zoom: Zoom, theme: Theme): string[] {
  const p = PAGES[Math.max(0, Math.min(PAGES.length - 1, page))];
  if (page <= 1) return p.draw(cols, rows, zoom, theme);
  const head = theme.title(
    fit(say('help.head', { title: pageTitle(page), part: p.part, i: page + 1, n: PAGES.length }), cols),
  );
  const foot = theme.key(fit(say('help.foot'), cols));
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
