// The lobby's keys and the chat's input line as pure functions: what a key asks the server for (the
// host's changes of the game within the rules' team sizes, the holders a caver is handed through),
// what it refuses and why, requests on their way shown as done, and the chat line typed.
import { describe, expect, test } from '@jest/globals';
import type { RoomInfo } from '../../src/net/index.js';
import { chatPress } from '../../src/ui/room/chat.js';
import { holderCycle, LOBBY_START, lobbyLines, lobbyPress, withPending } from '../../src/ui/room/lobby.js';
import { makeTheme } from '../../src/ui/theme.js';
import { textWidth } from '../../src/text/width.js';
import { K } from './kit.js';
import { LAYOUTS, useKeys } from '../../src/ui/input/keys.js';

const room = (over: Partial<RoomInfo> = {}): RoomInfo => ({
  code: 'RIVER-7Q4KXM',
  host: 'p1',
  phase: 'lobby',
  password: false,
  game: {
    difficulty: 'normal',
    players: 1,
    cavers: ['scout', 'medic', 'leader', 'engineer'],
    easy: false,
    hostChose: false,
  },
  players: [
    { id: 'p1', name: 'Ana', connected: true, since: 0 },
    { id: 'p2', name: 'Ben', connected: false, since: 0 },
  ],
  spectators: [],
  holders: { medic: 'p2' },
  version: 0,
  ...over,
});
const ana = { id: 'p1', role: 'player' as const };
const ben = { id: 'p2', role: 'player' as const };
const dee = { id: 's1', role: 'spectator' as const };
const lobby = { seats: false };

describe('the lobby keys', () => {
  test('Enter claims a free caver, releases one of yours, and says whose the others are', () => {
    expect(lobbyPress(LOBBY_START, room(), ana, K.enter, lobby).requests).toEqual([{ t: 'claim', caver: 'scout' }]);
    const onMedic = { cursor: 1, msg: '' };
    const r = lobbyPress(onMedic, room(), ana, K.enter, lobby);
    expect(r.requests).toEqual([]);
    expect(r.ui.msg).toBe("The Medic is Ben's");
    expect(lobbyPress(onMedic, room(), ben, K.enter, lobby).requests).toEqual([{ t: 'release', caver: 'medic' }]);
    expect(lobbyPress(LOBBY_START, room(), dee, K.enter, lobby).ui.msg).toBe(
      'You are watching: spectators take no action',
    );
  });

  test('the cursor goes round the team', () => {
    expect(lobbyPress(LOBBY_START, room(), ana, K.up, lobby).ui.cursor).toBe(3);
    expect(lobbyPress({ cursor: 3, msg: '' }, room(), ana, K.down, lobby).ui.cursor).toBe(0);
  });

  test("with the player's AZERTY keys, s and d are still start and difficulty; z and the arrows move", () => {
    try {
      useKeys(LAYOUTS.azerty);
      const full = room({ holders: { scout: 'p1', medic: 'p2', leader: 'p1', engineer: 'p1' } });
      expect(lobbyPress(LOBBY_START, full, ana, K.ch('s'), lobby).requests).toEqual([{ t: 'start' }]);
      expect(lobbyPress(LOBBY_START, full, ana, K.ch('d'), lobby).requests).toEqual([
        { t: 'configure', game: expect.objectContaining({ difficulty: 'hard' }) },
      ]);
      expect(lobbyPress(LOBBY_START, full, ana, K.ch('z'), lobby).ui.cursor).toBe(3);
      expect(lobbyPress(LOBBY_START, full, ana, K.down, lobby).ui.cursor).toBe(1);
      // QWERTY's j and k still move the cursor.
      useKeys(LAYOUTS.qwerty);
      expect(lobbyPress(LOBBY_START, full, ana, K.ch('j'), lobby).ui.cursor).toBe(1);
    } finally {
      useKeys(LAYOUTS.qwerty);
    }
  });

  test('a hands the caver through nobody, each player and the AI in the lobby; in the game, never to nobody', () => {
    expect(holderCycle(room(), true)).toEqual([null, 'p1', 'p2', 'ai']);
    expect(holderCycle(room(), false)).toEqual(['p1', 'p2', 'ai']);
    const onMedic = { cursor: 1, msg: '' };
    expect(lobbyPress(onMedic, room(), ana, K.ch('a'), lobby).requests).toEqual([
      { t: 'assign', caver: 'medic', to: 'ai' },
    ]);
    expect(lobbyPress(onMedic, room({ holders: { medic: 'ai' } }), ana, K.ch('a'), lobby).requests).toEqual([
      { t: 'assign', caver: 'medic', to: null },
    ]);
    expect(lobbyPress(onMedic, room({ holders: { medic: 'ai' } }), ana, K.ch('a'), { seats: true }).requests).toEqual([
      { t: 'assign', caver: 'medic', to: 'p1' },
    ]);
    // Not the host's: in the lobby refused; in the game (a player away) sent, the server judges.
    const r = lobbyPress(onMedic, room(), ben, K.ch('a'), lobby);
    expect([r.requests, r.ui.msg]).toEqual([[], 'Only the host (Ana) may do that']);
    expect(lobbyPress(onMedic, room(), ben, K.ch('a'), { seats: true }).requests).toHaveLength(1);
    // In the game, Enter takes the caver for oneself.
    expect(lobbyPress(onMedic, room(), ana, K.enter, { seats: true }).requests).toEqual([
      { t: 'assign', caver: 'medic', to: 'p1' },
    ]);
  });

  test("the host's changes keep within the rules' team sizes, and keep the seed the host named", () => {
    const named = { seed: 'granite-42' };
    const press = (r: RoomInfo, input: string) => lobbyPress(LOBBY_START, r, ana, K.ch(input), { seats: false, named });
    expect(press(room(), 'd').requests).toEqual([
      {
        t: 'configure',
        game: { difficulty: 'hard', players: 1, cavers: ['scout', 'medic', 'leader', 'engineer'], seed: 'granite-42' },
      },
    ]);
    // Solo, 4 to 6 cavers: - below 4 is refused; + adds the first caver not in the team.
    expect(press(room(), '-').ui.msg).toBe('A team has 4 to 6 cavers; with 1 player the rules want 4-6');
    const plus = press(room(), '+').requests[0];
    expect(plus).toMatchObject({ t: 'configure', game: { cavers: ['scout', 'medic', 'leader', 'engineer', 'diver'] } });
    // p: 2 players play 4 cavers, 3 play 6 (cavers added to fit).
    const three = press(room({ game: { ...room().game, players: 2 } }), 'p').requests[0];
    expect(three).toMatchObject({ t: 'configure', game: { players: 3 } });
    expect(three.t === 'configure' && three.game.cavers).toHaveLength(6);
    // With 2 players the team is 4: + is refused.
    expect(press(room({ game: { ...room().game, players: 2 } }), '+').requests).toEqual([]);
    // → swaps the caver at the cursor for the next one not in the team.
    const swap = lobbyPress(LOBBY_START, room(), ana, K.right, lobby).requests[0];
    expect(swap).toMatchObject({ game: { cavers: ['geologist', 'medic', 'leader', 'engineer'] } });
    // Only the host.
    expect(lobbyPress(LOBBY_START, room(), ben, K.ch('d'), lobby).requests).toEqual([]);
  });

  test('requests on their way are shown as done', () => {
    const r = withPending(room(), {
      holders: new Map([
        ['scout', 'p1'],
        ['medic', null],
      ]),
      game: null,
    });
    expect(r.holders).toEqual({ scout: 'p1' });
  });
});

describe('the lobby at 80 columns', () => {
  test("each line of keys is whole: a key is never parted from what it does (the host's and the seats')", () => {
    for (const [me, seats] of [
      [ana, false],
      [ben, false],
      [dee, false],
      [ana, true],
    ] as const) {
      const lines = lobbyLines({
        room: room(),
        me,
        ui: LOBBY_START,
        presence: () => ({ connected: true, forMs: 1000 }),
        chat: [],
        joinLines: ['127.0.0.1:7447/RIVER-7Q4KXM'],
        seats,
        right: ['C chat', '? help', 'q leave'],
        bottom: null,
        cols: 80,
        rows: 24,
        theme: makeTheme(false),
      });
      expect(lines.length).toBe(24);
      for (const l of lines) expect(textWidth(l)).toBeLessThanOrEqual(80);
      const keys = lines.filter((l) => /·/.test(l) && !/SUB TERRA/.test(l));
      expect(keys.length).toBeGreaterThan(0);
      // Every key line ends with a key's words, and no line starts with the words of the key before it.
      for (const l of keys) expect(l.trimEnd()).not.toMatch(/ [a-zA-Z?]$|[←→↑↓]$|\+-$/);
      const after = lines.findIndex((l) => keys.includes(l));
      for (let i = after; i < lines.length - 1; i++)
        if (keys.includes(lines[i])) expect(lines[i + 1]).not.toMatch(/^[a-z]+$/);
    }
  });
});

describe('the chat line', () => {
  test('typed, taken back, sent with Enter (trimmed), put away with Esc; never longer than the server takes', () => {
    expect(chatPress('', K.ch('h'), 200)).toEqual({ text: 'h' });
    expect(chatPress('hé', K.backspace, 200)).toEqual({ text: 'h' });
    expect(chatPress('  hi  ', K.enter, 200)).toEqual({ text: null, send: 'hi' });
    expect(chatPress('   ', K.enter, 200)).toEqual({ text: null });
    expect(chatPress('hi', K.esc, 200)).toEqual({ text: null });
    expect(chatPress('abc', K.ch('defg'), 5)).toEqual({ text: 'abcde' });
    expect(chatPress('a', { input: '\x07', key: {} }, 5)).toEqual({ text: 'a' });
  });
});
