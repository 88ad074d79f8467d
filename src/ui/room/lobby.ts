// The lobby of a room: who is in it (connected or away, and since when), the team, who holds which
// caver, and the keys to claim and release cavers; the host's keys to give a caver to a player or the
// AI, change the game and start it. In the game the same screen is the table's seats (S): a caver
// whose player is away goes to the AI or to another player there. Pure: a key gives the next state and
// the requests the room's screen sends (the server answers each); the lines are drawn from the room.
import {
  CAVER_IDS,
  type CaverId,
  caverDef,
  caversForPlayers,
  DIFFICULTIES,
  MAX_CAVERS,
  MAX_PLAYERS,
  MIN_CAVERS,
} from '../../engine/index.js';
import type { GameSpec, HolderId, RoomInfo } from '../../net/index.js';
import { AI_SEAT } from '../../play/index.js';
import { textWidth } from '../../text/width.js';
import { caverTitle, say } from '../../words/index.js';
import { isEnter, keyDir, type KeyPress } from '../input/keys.js';
import { fit, wrap } from '../layout.js';
import type { Theme } from '../theme.js';
import { caverWord, clockTime, holderWord, type Me, playerName } from './roomWords.js';

export interface LobbyUi {
  /** The caver the cursor is on (its place in the team). */
  readonly cursor: number;
  /** The status line: what the last key did, or why not. */
  readonly msg: string;
}

export const LOBBY_START: LobbyUi = { cursor: 0, msg: '' };

/** What a lobby key asks the server for. */
export type LobbyRequest =
  | { readonly t: 'claim'; readonly caver: CaverId }
  | { readonly t: 'release'; readonly caver: CaverId }
  | { readonly t: 'assign'; readonly caver: CaverId; readonly to: HolderId | null }
  | { readonly t: 'configure'; readonly game: GameSpec }
  | { readonly t: 'start' };

export interface LobbyPressed {
  readonly ui: LobbyUi;
  readonly requests: readonly LobbyRequest[];
}

/** Requests sent and not yet answered: the lobby is shown (and the next key works) as if they were done. */
export interface Pending {
  readonly holders: ReadonlyMap<CaverId, HolderId | null>;
  readonly game: GameSpec | null;
}

export const NOTHING_PENDING: Pending = { holders: new Map(), game: null };

/** The room as it will be once the requests on their way are done. */
export function withPending(room: RoomInfo, p: Pending): RoomInfo {
  if (p.holders.size === 0 && p.game === null) return room;
  const holders: Partial<Record<CaverId, HolderId>> = { ...room.holders };
  const game = p.game ? { ...room.game, ...p.game, easy: p.game.easy === true } : room.game;
  for (const [c, h] of p.holders) {
    if (h === null) delete holders[c];
    else holders[c] = h;
  }
  for (const c of Object.keys(holders) as CaverId[]) if (!game.cavers.includes(c)) delete holders[c];
  return { ...room, game, holders };
}

/** The game the room plays, as a request to change it (with the seed or decks the host named, if this host knows them). */
function specOf(room: RoomInfo, named: Pick<GameSpec, 'seed' | 'setup'>): GameSpec {
  const g = room.game;
  return {
    difficulty: g.difficulty,
    players: g.players,
    cavers: [...g.cavers],
    ...(g.easy ? { easy: true } : {}),
    ...(named.seed !== undefined ? { seed: named.seed } : {}),
    ...(named.setup !== undefined ? { setup: named.setup } : {}),
  };
}

/** The holders a caver is handed through by `a`, in turn: nobody (in the lobby), each player, the AI. */
export function holderCycle(room: RoomInfo, lobby: boolean): (HolderId | null)[] {
  return [...(lobby ? [null] : []), ...room.players.map((p) => p.id), AI_SEAT];
}

/** The next holder after the caver's present one. */
function nextHolder(room: RoomInfo, caver: CaverId, lobby: boolean): HolderId | null {
  const cycle = holderCycle(room, lobby);
  const now = room.holders[caver] ?? null;
  const i = cycle.indexOf(now);
  return cycle[(i + 1) % cycle.length];
}

/** A caver not in the team, the next after `from` in the rulebook's order (`step` 1) or before it (-1). */
function swapIn(team: readonly CaverId[], from: CaverId | null, step: 1 | -1): CaverId | null {
  const n = CAVER_IDS.length;
  const start = from === null ? (step === 1 ? n - 1 : 0) : CAVER_IDS.indexOf(from);
  for (let k = 1; k <= n; k++) {
    const c = CAVER_IDS[(start + step * k + n * 2) % n];
    if (!team.includes(c)) return c;
  }
  return null;
}

/** The number of cavers the rules want for so many players, or the range a solo team may have. */
function teamSize(players: number): { min: number; max: number } {
  const need = caversForPlayers(players);
  return need === null ? { min: MIN_CAVERS, max: MAX_CAVERS } : { min: need, max: need };
}

/** The host's letters in the lobby: start, difficulty, the easier variant, the rules' players. */
const HOST_LETTERS = ['s', 'd', 'e', 'p'];
/** Every letter the lobby reads as its own (a: give a caver). */
const LOBBY_LETTERS = ['a', ...HOST_LETTERS];

/**
 * A key in the lobby (or, with `seats`, the game's seats screen): the next state, and what to ask the
 * server. `named`: the seed or decks this host named (kept when the game is changed).
 */
export function lobbyPress(
  ui: LobbyUi,
  room: RoomInfo,
  me: Me,
  k: KeyPress,
  o: { readonly seats: boolean; readonly named?: Pick<GameSpec, 'seed' | 'setup'> },
): LobbyPressed {
  const team = room.game.cavers;
  const cursor = Math.min(ui.cursor, team.length - 1);
  const caver = team[cursor];
  const host = me.id === room.host;
  const say1 = (msg: string, requests: LobbyRequest[] = []): LobbyPressed => ({ ui: { cursor, msg }, requests });
  // The lobby's own letters before the player's direction letters (AZERTY's s and d are down and right).
  const dir = LOBBY_LETTERS.includes(k.input) ? null : keyDir(k);
  if (dir === 'N' || dir === 'S') {
    const next = (cursor + (dir === 'N' ? -1 : 1) + team.length) % team.length;
    return { ui: { cursor: next, msg: '' }, requests: [] };
  }
  const lobby = !o.seats;
  const holder = room.holders[caver];
  // Claim or release the caver at the cursor (in the game: take a seat whose player is away).
  if (isEnter(k) || k.input === ' ') {
    if (me.role !== 'player') return say1(say('room.key.spectator'));
    if (!lobby) {
      if (holder === me.id) return say1(say('room.key.claimed', { caver: caverWord(caver) }));
      return say1(say('room.key.given', { caver: caverWord(caver), holder: say('room.you') }), [
        { t: 'assign', caver, to: me.id },
      ]);
    }
    if (holder === me.id) return say1(say('room.key.released', { caver: caverWord(caver) }), [{ t: 'release', caver }]);
    if (holder === AI_SEAT) return say1(say('room.key.held-by-ai', { caver: caverWord(caver) }));
    if (holder !== undefined)
      return say1(say('room.key.held-by', { caver: caverWord(caver), holder: playerName(room, holder) }));
    return say1(say('room.key.claimed', { caver: caverWord(caver) }), [{ t: 'claim', caver }]);
  }
  // a: the caver to the next holder (the host; in the game also anyone, for a player who is away).
  if (k.input === 'a') {
    if (me.role !== 'player') return say1(say('room.key.spectator'));
    if (lobby && !host) return say1(say('room.key.not-host', { host: playerName(room, room.host) }));
    const to = nextHolder(room, caver, lobby);
    return say1(
      to === null
        ? say('room.key.given-nobody', { caver: caverWord(caver) })
        : say('room.key.given', { caver: caverWord(caver), holder: holderWord(room, me, to) }),
      [{ t: 'assign', caver, to }],
    );
  }
  if (!lobby) return say1(ui.msg);
  // The host's keys: start, and the game.
  const hostKeys = [...HOST_LETTERS, '+', '=', '-'];
  const swap = dir === 'W' || dir === 'E';
  if (!hostKeys.includes(k.input) && !swap) return say1(ui.msg);
  if (me.role !== 'player') return say1(say('room.key.spectator'));
  if (!host) return say1(say('room.key.not-host', { host: playerName(room, room.host) }));
  const game = specOf(room, o.named ?? {});
  const configure = (g: GameSpec, msg: string): LobbyPressed => say1(msg, [{ t: 'configure', game: g }]);
  switch (k.input) {
    case 's':
      return say1(say('room.key.starting'), [{ t: 'start' }]);
    case 'd': {
      const difficulty = DIFFICULTIES[(DIFFICULTIES.indexOf(game.difficulty) + 1) % DIFFICULTIES.length];
      return configure({ ...game, difficulty }, say('room.key.difficulty', { difficulty }));
    }
    case 'e': {
      const easy = game.easy !== true;
      const { easy: _e, ...rest } = game;
      void _e;
      return configure(
        easy ? { ...rest, easy } : rest,
        say('room.key.easy', { on: say(easy ? 'room.key.on' : 'room.key.off') }),
      );
    }
    case 'p': {
      // The rules' number of players, and the team's size with it (cavers added or left out at the end).
      const players = (game.players % MAX_PLAYERS) + 1;
      const size = teamSize(players);
      const cavers = [...game.cavers];
      while (cavers.length > size.max) cavers.pop();
      while (cavers.length < size.min) {
        const c = swapIn(cavers, null, 1);
        if (c === null) break;
        cavers.push(c);
      }
      return configure(
        { ...game, players, cavers },
        say('room.key.players', { players: say('room.lobby.players-rule', { count: players }), count: cavers.length }),
      );
    }
    case '+':
    case '=':
    case '-': {
      const size = teamSize(game.players);
      const n = game.cavers.length + (k.input === '-' ? -1 : 1);
      if (n < size.min || n > size.max)
        return say1(
          say('room.key.size', {
            players: say('room.lobby.players-rule', { count: game.players }),
            need: size.min === size.max ? String(size.min) : `${size.min}-${size.max}`,
          }),
        );
      if (k.input === '-') return configure({ ...game, cavers: game.cavers.slice(0, -1) }, '');
      const c = swapIn(game.cavers, null, 1);
      return c === null
        ? say1(say('room.key.no-more-cavers'))
        : configure({ ...game, cavers: [...game.cavers, c] }, '');
    }
  }
  // ← →: another caver in the cursor's place.
  const other = swapIn(team, caver, dir === 'W' ? -1 : 1);
  if (other === null) return say1(say('room.key.no-more-cavers'));
  return configure({ ...game, cavers: team.map((c) => (c === caver ? other : c)) }, '');
}

/** What the lobby's lines are drawn from. */
export interface LobbyDraw {
  readonly room: RoomInfo;
  readonly me: Me;
  readonly ui: LobbyUi;
  /** How long each player has been connected, or away (ms). */
  readonly presence: (player: string) => { readonly connected: boolean; readonly forMs: number } | null;
  /** The chat's lines ("Ana: hello"), oldest first. */
  readonly chat: readonly string[];
  /** What friends type to join (the host's lobby; none in the seats screen). */
  readonly joinLines: readonly string[];
  /** The game's seats, in the game (S), rather than the lobby. */
  readonly seats: boolean;
  /** The header's right side: the connection, then the keys. */
  readonly right: readonly string[];
  /** The bottom line: the chat being typed, or the status message (then `msg` is not shown). */
  readonly bottom: string | null;
  readonly cols: number;
  readonly rows: number;
  readonly theme: Theme;
}

/** A header line: the left part, and the right part flush right (the left gives way). */
function headerOf(left: string, right: readonly string[], cols: number): string {
  const r = `${right.join(' · ')} `;
  const room = cols - textWidth(r) - 1;
  return room < 10 ? fit(` ${left}`, cols) : `${fit(` ${left}`, room)} ${r}`;
}

/** The lobby's (or the seats') lines, `rows` of them, each `cols` wide. */
export function lobbyLines(d: LobbyDraw): string[] {
  const { room, me, theme, cols } = d;
  const host = me.id === room.host;
  const top: string[] = [];
  const title = say(d.seats ? 'room.lobby.seats' : 'room.header.lobby', { code: room.code });
  top.push(theme.inverse(headerOf(title, d.right, cols)));
  top.push('');
  if (d.joinLines.length > 0 && !d.seats) {
    top.push(fit(say('room.lobby.join'), cols));
    const shown = d.joinLines.slice(0, 2);
    // A line for ssh (a room of `subterra serve --ssh`) is a whole command already.
    for (const a of shown)
      top.push(
        theme.good(
          fit(
            a.startsWith('ssh ') ? say('ssh.lobby-line', { line: a }) : say('room.lobby.join-line', { address: a }),
            cols,
          ),
        ),
      );
    if (d.joinLines.length > shown.length)
      top.push(fit(say('room.lobby.join-more', { count: d.joinLines.length - shown.length }), cols));
    top.push('');
  }
  const g = room.game;
  const players = say('room.lobby.players-rule', { count: g.players });
  const about = [
    say(g.easy ? 'room.lobby.game-easy' : 'room.lobby.game', {
      difficulty: g.difficulty,
      count: g.cavers.length,
      players,
    }),
    ...(room.password ? [say('room.lobby.password')] : []),
  ].join(' · ');
  top.push(fit(about, cols));
  if (g.hostChose) top.push(theme.warn(fit(say('room.lobby.host-chose'), cols)));
  top.push('');
  // The team on the left, the players on the right.
  const half = Math.floor(cols / 2);
  const right = cols - half;
  const cursor = Math.min(d.ui.cursor, g.cavers.length - 1);
  const teamRows = g.cavers.map((c, i) => {
    const h = room.holders[c];
    const who =
      h === undefined
        ? say('room.nobody')
        : h === me.id
          ? say('room.lobby.you-mark', { name: playerName(room, h) })
          : h === AI_SEAT
            ? say('room.AI')
            : playerName(room, h);
    const mark = i === cursor ? '▶' : ' ';
    const line = fit(`${mark} ${caverDef(c).number} ${fit(caverTitle(c), 10)} ${who}`, half);
    const painted = h === undefined ? theme.dim(line) : h === me.id ? theme.good(line) : line;
    return i === cursor ? theme.bold(painted) : painted;
  });
  const playerRows = room.players.map((p, i) => {
    const pr = d.presence(p.id);
    const since = pr ? clockTime(pr.forMs) : '';
    const state =
      pr?.connected === false ? say('room.lobby.away', { time: since }) : say('room.lobby.here', { time: since });
    const name = p.id === me.id ? say('room.lobby.you-mark', { name: p.name }) : p.name;
    const tags = [...(p.id === room.host ? [say('room.lobby.host')] : []), state].join(' · ');
    const tag = say('room.tag', { n: i + 1 });
    const text = `${tag} ${fit(name, Math.max(4, right - textWidth(tags) - 5))} ${tags}`;
    const line = fit(text, right);
    return pr?.connected === false ? theme.warn(line) : line;
  });
  if (room.spectators.length > 0)
    playerRows.push(fit(say('room.lobby.spectators', { names: room.spectators.map((s) => s.name).join(', ') }), right));
  const body: string[] = [
    theme.title(fit(say('room.lobby.team'), half)) + theme.title(fit(say('room.lobby.players'), right)),
  ];
  for (let i = 0; i < Math.max(teamRows.length, playerRows.length); i++)
    body.push((teamRows[i] ?? ' '.repeat(half)) + (playerRows[i] ?? ' '.repeat(right)));
  const keys: string[] = [''];
  if (d.seats) keys.push(...wrap(say('room.lobby.keys-seats'), cols).map((l) => theme.key(fit(l, cols))));
  else if (me.role !== 'player') keys.push(theme.key(fit(say('room.lobby.keys-watch'), cols)));
  else {
    keys.push(...wrap(say('room.lobby.keys'), cols).map((l) => theme.key(fit(l, cols))));
    if (host) keys.push(...wrap(say('room.lobby.keys-host'), cols).map((l) => theme.key(fit(l, cols))));
  }
  if (!d.seats) {
    const unheld = g.cavers.filter((c) => room.holders[c] === undefined);
    keys.push(
      fit(
        unheld.length > 0
          ? say('room.lobby.unheld', { cavers: unheld.map(caverWord).join(', ') })
          : say(host ? 'room.lobby.ready-host' : 'room.lobby.ready'),
        cols,
      ),
    );
  }
  const bottom = fit(d.bottom ?? d.ui.msg, cols);
  // The chat fills what is left, its last lines (blank lines give way first when the screen is short).
  let lines = [...top, ...body, ...keys, ''];
  const chatTitle = theme.title(fit(say('room.lobby.chat'), cols));
  const room0 = d.rows - lines.length - 2;
  if (room0 < 0) {
    for (let i = lines.length - 1; i > 0 && lines.length + 2 > d.rows; i--) if (lines[i] === '') lines.splice(i, 1);
  }
  lines = lines.map((l) => (l === '' ? ' '.repeat(cols) : l));
  const chatRows = Math.max(0, d.rows - lines.length - 2);
  const chat: string[] = [];
  for (let i = d.chat.length - 1; i >= 0 && chat.length < chatRows; i--) chat.unshift(...wrap(d.chat[i], cols));
  const chatShown = chat.slice(Math.max(0, chat.length - chatRows)).map((l) => fit(l, cols));
  if (d.chat.length === 0 && chatRows > 0) chatShown.push(theme.dim(fit(say('room.lobby.chat-none'), cols)));
  const out = [...lines, ...(d.rows - lines.length >= 2 ? [chatTitle] : []), ...chatShown];
  while (out.length < d.rows - 1) out.push(' '.repeat(cols));
  return [...out.slice(0, d.rows - 1), d.bottom !== null ? theme.key(bottom) : bottom];
}
