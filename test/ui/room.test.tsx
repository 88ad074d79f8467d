// A room's screens (components/RoomApp.tsx) against a real server on 127.0.0.1: the lobby (claim,
// release, the host gives a caver to a player or the AI, start), a turn at the room's table (a key
// sends the action; the keys of another player's caver are refused with the reason; the log says who
// did what), the chat, a player away shown to the others and coming back (the host handing the seat to
// the AI meanwhile), the client reconnecting by itself, and the end screen's check of the deal.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters as stripAnsi } from 'node:util';
import { type Action, caverDef, type CaverId, type Dir } from '../../src/engine/index.js';
import type { RoomClient } from '../../src/net/index.js';
import { Session } from '../../src/play/index.js';
import { memorySeatStore } from '../../src/net/seats.js';
import { RoomApp } from '../../src/ui/components/RoomApp.js';
import { EndScreen } from '../../src/ui/components/EndScreen.js';
import { checkText } from '../../src/ui/room/roomWords.js';
import { caverTitle } from '../../src/words/index.js';
import { makeTheme } from '../../src/ui/theme.js';
import { closeClients, connect, game, proxy, startServer, type TestServer, until } from '../net/kit.js';
import { ARROW_OF, KEY, lines, renderSized, type Screen, unmountAll } from './kit.js';

const servers: TestServer[] = [];
afterEach(async () => {
  unmountAll();
  closeClients();
  while (servers.length) await servers.pop()!.stop();
});

async function server(over: Parameters<typeof startServer>[0] = {}): Promise<TestServer> {
  const t = await startServer(over);
  servers.push(t);
  return t;
}

/** A room's screen for a client, plain text, 80 × 24 (the smallest terminal the game takes). */
function screen(client: RoomClient, o: { hosting?: boolean; auto?: boolean; color?: boolean } = {}): Screen {
  return renderSized(
    <RoomApp
      client={client}
      theme={makeTheme(o.color === true)}
      joinLines={[`127.0.0.1:7447/${client.room!.code}`]}
      onExit={() => {}}
      tickMs={100}
      {...(o.hosting ? { hosting: true } : {})}
      {...(o.auto ? { initialAuto: true, autoDelay: 1 } : {})}
    />,
    80,
    24,
  );
}

/** Wait until the screen's frame passes `ok` (the server answers in its own time), or fail showing the frame. */
async function shows(s: Screen, ok: string | RegExp | ((f: string) => boolean), ms = 15_000): Promise<string> {
  const test = typeof ok === 'function' ? ok : (f: string) => (typeof ok === 'string' ? f.includes(ok) : ok.test(f));
  for (let t = 0; t < ms; t += 20) {
    if (test(s.frame())) return s.frame();
    await s.wait(20);
  }
  throw new Error(`timed out waiting for ${String(ok)}; the frame:\n${s.frame()}`);
}

/** A frame as one line of words (text wrapped over lines reads whole). */
function flat(frame: string): string {
  return frame.replace(/\s+/g, ' ');
}

/** The team's row of a caver in the lobby: its number, name and holder. */
function teamRow(frame: string, c: CaverId): string {
  const name = caverTitle(c);
  return (
    lines(frame)
      .find((l) => new RegExp(`^[▶ ] \\d ${name}\\b`).test(l))
      ?.slice(0, 40)
      .trim() ?? ''
  );
}

describe('the lobby', () => {
  test('players claim and release cavers; the host gives them to a player or the AI, and starts', async () => {
    const t = await server();
    const ana = await connect(t.url, 'Ana', { create: game() });
    const ben = await connect(t.url, 'Ben', { join: ana.room!.code });
    const a = screen(ana);
    const b = screen(ben);
    await shows(a, /P2 Ben/);
    // The team is scout, medic, leader, engineer; the cursor starts on the Scout.
    expect(teamRow(a.frame(), 'scout')).toBe('▶ 2 Scout      nobody');
    // Enter claims the caver at the cursor: everyone sees it held.
    await a.press(KEY.enter);
    await shows(b, (f) => teamRow(f, 'scout').endsWith('Ana'));
    expect(ben.room!.holders.scout).toBe('p1');
    expect(teamRow(a.frame(), 'scout')).toContain('Ana (you)');
    // Ben cannot take it: the reason, and nothing sent.
    await b.press(KEY.enter);
    await shows(b, "The Scout is Ana's");
    // Ben claims the Medic.
    await b.press(KEY.down, KEY.enter);
    await shows(a, (f) => teamRow(f, 'medic').endsWith('Ben'));
    // Ana lets go of the Scout.
    await a.press(KEY.enter);
    await shows(b, (f) => teamRow(f, 'scout').endsWith('nobody'));
    expect(ben.room!.holders.scout).toBeUndefined();
    // Only the host gives cavers away, or starts.
    await b.press('a');
    await shows(b, 'Only the host (Ana) may do that');
    await b.press('s');
    await shows(b, 'Only the host (Ana) may do that');
    // The host gives the Leader to Ben (nobody, Ana, Ben, the AI, in turn: a second press) and the
    // Engineer to the AI (a third), keys pressed before the server answered each.
    await a.press(KEY.down, KEY.down, 'a', 'a', KEY.down, 'a', 'a', 'a');
    await until(ana, () => ana.room!.holders.leader === 'p2' && ana.room!.holders.engineer === 'ai', 5000, 'holders');
    await shows(b, (f) => teamRow(f, 'leader').endsWith('Ben (you)') && teamRow(f, 'engineer').endsWith('AI'));
    // Starting with a caver held by nobody is refused, with which.
    await a.press('s');
    await shows(a, 'held by nobody yet: Scout');
    expect(ana.room!.phase).toBe('lobby');
    await a.press(KEY.up, KEY.up, KEY.up, KEY.enter);
    await shows(a, 'Every caver is held: s starts the game');
    await shows(b, 'Every caver is held: the host starts with s');
    await a.press('s');
    // Both screens are at the table.
    await shows(a, 'Round 1 · Action phase');
    await shows(b, 'Round 1 · Action phase');
    expect(ana.room!.phase).toBe('playing');
  }, 40_000);

  test('the host changes the game: difficulty, the easier variant, the team', async () => {
    const t = await server();
    const ana = await connect(t.url, 'Ana', { create: game() });
    const a = screen(ana);
    await shows(a, 'Game: normal · 4 cavers');
    await a.press('d', 'd');
    await shows(a, 'Game: expert · 4 cavers');
    await a.press('e');
    await shows(a, 'Game: expert (easy)');
    // + adds the next caver free, → puts another in the cursor's place.
    await a.press('+');
    await shows(a, 'Game: expert (easy) · 5 cavers');
    await a.press(KEY.right);
    await until(ana, () => ana.room!.game.cavers[0] !== 'scout', 5000, 'the team changed');
    expect(ana.room!.game).toMatchObject({ difficulty: 'expert', easy: true });
    expect(ana.room!.game.cavers).toHaveLength(5);
    expect(new Set(ana.room!.game.cavers).size).toBe(5);
  }, 30_000);
});

/** Ana hosts, Ben joins; Ana holds the first two cavers, Ben the other two; the game starts (a seed named, so the first caver is known). */
async function twoPlayers(t: TestServer, seed = 'room-table-1') {
  const ana = await connect(t.url, 'Ana', { create: game({ seed }) });
  const ben = await connect(t.url, 'Ben', { join: ana.room!.code });
  const [c1, c2, c3, c4] = ana.room!.game.cavers;
  for (const c of [c1, c2]) expect((await ana.claim(c)).ok).toBe(true);
  for (const c of [c3, c4]) expect((await ben.claim(c)).ok).toBe(true);
  expect((await ana.start()).ok).toBe(true);
  await until(ana, () => ana.game !== null, 5000, 'the game');
  await until(ben, () => ben.game !== null, 5000, 'the game');
  return { ana, ben };
}

/** The player whose decision the game waits on, and the other. */
function actingAndOther(ana: RoomClient, ben: RoomClient): [RoomClient, RoomClient] {
  const w = ana.game!.waitingFor()!;
  return w.seat.id === ana.me!.id ? [ana, ben] : [ben, ana];
}

describe("the room's table", () => {
  test("a key sends the action; another player's caver is refused with the reason; the log says who did what", async () => {
    const t = await server();
    const { ana, ben } = await twoPlayers(t);
    const [me, other] = actingAndOther(ana, ben);
    const sMe = screen(me);
    const sOther = screen(other);
    const caver = me.game!.waitingFor()!.caver;
    const name = caverTitle(caver);
    await shows(sMe, `Your turn · ${name}`);
    await shows(sOther, `Waiting for ${me.room!.players.find((p) => p.id === me.me!.id)!.name} (${name})`);
    // The other player's keys for that caver: refused, with whose it is.
    await sOther.press('r');
    await shows(sOther, `The ${name} is ${me === ana ? 'Ana' : 'Ben'}'s`);
    expect(other.game!.version).toBe(0);
    // A Reveal: r and a side draw the tile; the table waits for the server (sending…), and a key
    // meanwhile is told to wait.
    const draw = me.game!.legalFor(me.me!.id).find((x): x is Extract<Action, { do: 'draw' }> => x.do === 'draw')!;
    expect(draw).toBeDefined();
    await sMe.typeAhead('r', ARROW_OF[draw.dir as Dir], 'i');
    expect(sMe.frame()).toContain('sending…');
    expect(sMe.frame()).toContain('Your last action is on its way: wait for the server');
    // Then the tile drawn is placed (its first way round), and both logs say who revealed it.
    await shows(sMe, 'Enter place');
    await sMe.press(KEY.enter);
    const who = me === ana ? 'Ana' : 'Ben';
    const said = new RegExp(`${who}: ${name} \\(\\d\\) reveals an? [\\w -]+ tile to the`);
    await shows(sMe, said);
    await shows(sOther, said);
    expect(me.game!.version).toBe(2);
    expect(me.game!.log.filter((e) => e.t === 'action').map((e) => e.t === 'action' && e.seat)).toEqual([
      me.me!.id,
      me.me!.id,
    ]);
  }, 40_000);

  test('a key refused while another player acts is forgotten once the decision passes to this keyboard', async () => {
    const t = await server();
    const { ana, ben } = await twoPlayers(t);
    const [me, other] = actingAndOther(ana, ben);
    const sOther = screen(other);
    const caver = me.game!.waitingFor()!.caver;
    const refused = `The ${caverTitle(caver)} is ${me === ana ? 'Ana' : 'Ben'}'s`;
    await sOther.press('r');
    await shows(sOther, refused);
    // The acting player ends their turns until the game waits on the other.
    while (me.game!.waitingFor()!.seat.id === me.me!.id) {
      const end = me.game!.legalFor(me.me!.id).find((x) => x.do === 'end')!;
      expect((await me.game!.submit(end)).ok).toBe(true);
    }
    await until(other, () => other.game!.version === me.game!.version, 5000, 'caught up');
    const next = caverTitle(other.game!.waitingFor()!.caver);
    await shows(sOther, `Your turn · ${next}`);
    expect(sOther.frame()).not.toContain(refused);
  }, 40_000);

  test("U takes back the acting player's own last action while nothing hidden was seen; not another's", async () => {
    const t = await server();
    const { ana, ben } = await twoPlayers(t, 'room-undo-1');
    const [me, other] = actingAndOther(ana, ben);
    const sMe = screen(me);
    const sOther = screen(other);
    const caver = me.game!.waitingFor()!.caver;
    await shows(sMe, 'Your turn');
    // A tile drawn has been seen: its Reveal stands.
    const draw = me.game!.legalFor(me.me!.id).find((x): x is Extract<Action, { do: 'draw' }> => x.do === 'draw')!;
    await sMe.press('r', ARROW_OF[draw.dir as Dir]);
    await shows(sMe, 'Enter place');
    await sMe.press(KEY.enter);
    await until(me, () => me.game!.version === 2, 5000, 'the tile placed');
    await sMe.press('U');
    await shows(sMe, 'Cannot take back:');
    expect(flat(sMe.frame())).toMatch(/Cannot take back: .*a tile was drawn/);
    // A step onto the tile just placed: nothing hidden is seen, so it can be taken back.
    const move = me.game!.legalFor(me.me!.id).find((x) => x.do === 'move' && x.dir === draw.dir);
    expect(move).toBeDefined();
    await sMe.press(ARROW_OF[draw.dir as Dir]);
    if (sMe.frame().includes('again')) await sMe.press(KEY.enter);
    await until(me, () => me.game!.version === 3, 5000, 'the step');
    await until(other, () => other.game!.version === 3, 5000, 'the step shown to the other');
    // The other player cannot take it back: it is not theirs.
    await sOther.press('U');
    await shows(sOther, `Cannot take back: ${caverTitle(caver)} (${caverDef(caver).number}) moves`);
    expect(me.game!.version).toBe(3);
    await sMe.press('U');
    await shows(sMe, `Taken back: ${caverTitle(caver)} (${caverDef(caver).number}) moves`);
    // Said once, in the log: the status line does not say it again.
    expect(
      sMe
        .frame()
        .split('\n')
        .filter((l) => l.includes('Taken back')),
    ).toHaveLength(1);
    await until(other, () => other.game!.version === 4, 5000, 'the take-back shown');
    await shows(sOther, /Taken back: /);
  }, 30_000);

  test('the server refuses a stale action, and the table says why', async () => {
    const t = await server();
    const { ana, ben } = await twoPlayers(t, 'room-table-2');
    const [me] = actingAndOther(ana, ben);
    const s = screen(me);
    await shows(s, 'Your turn');
    // Another terminal of the same player ends the turn first (as twins would); this one's key was meant for version 0 too.
    const end = me.game!.legalFor(me.me!.id).find((a) => a.do === 'end')!;
    const first = me.game!.submit(end);
    const dir = me.game!.legalFor(me.me!.id).find((a) => a.do === 'draw') as Extract<Action, { do: 'draw' }>;
    await s.typeAhead('r', ARROW_OF[dir.dir as Dir]);
    expect((await first).ok).toBe(true);
    await shows(s, 'Refused: the game moved on before your action arrived: look again');
  }, 30_000);
});

describe('the chat', () => {
  test('C opens the line, Enter sends it to everyone, Esc puts it away unsent; the table shows it beside the log', async () => {
    const t = await server();
    const ana = await connect(t.url, 'Ana', { create: game() });
    const ben = await connect(t.url, 'Ben', { join: ana.room!.code });
    const a = screen(ana);
    const b = screen(ben);
    await shows(b, 'No one has said anything yet');
    await a.press('C', 'r', 'e', 'a', 'd', 'y', '?');
    // While the line is open the keys are words, not the lobby's (r and e would be nothing, d would change the game).
    await shows(a, 'Say: ready?█');
    expect(ana.room!.game.difficulty).toBe('normal');
    await a.press(KEY.enter);
    await shows(b, 'Ana: ready?');
    // Esc puts a line away unsent.
    await b.press('C', 'n', 'o', KEY.esc);
    await shows(b, (f) => !f.includes('Say:'));
    await b.press('C', 'g', 'o', KEY.backspace, KEY.backspace, 'y', 'e', 's', KEY.enter);
    await shows(a, 'Ben: yes');
    expect(ana.chat.map((l) => `${l.name}: ${l.text}`)).toEqual(['Ana: ready?', 'Ben: yes']);
    // At the table, the chat is beside the log.
    for (const c of ana.room!.game.cavers) await ana.assign(c, 'p1');
    await ana.start();
    const f = await shows(b, 'Round 1');
    const row = lines(f).find((l) => l.includes('Ben: yes'));
    expect(row).toBeDefined();
    // The log's column on the left (the board's width), the chat on the right.
    expect(row!.indexOf('Ben: yes')).toBeGreaterThanOrEqual(49);
  }, 30_000);
});

describe('a player away, and back', () => {
  test('the others see whom the game waits for and since when; the host hands the seat to the AI; the player comes back to their seats', async () => {
    const t = await server();
    const seats = memorySeatStore();
    const ana = await connect(t.url, 'Ana', { create: game({ seed: 'room-away-1' }) });
    const ben = await connect(t.url, 'Ben', { join: ana.room!.code }, { seats });
    const first = (await (async () => {
      // The first caver to act (the seed is named): Ben's, the others Ana's.
      const { newGame } = await import('../../src/engine/index.js');
      const g = newGame({ seed: 'room-away-1', difficulty: 'normal', players: 1, cavers: [...ana.room!.game.cavers] });
      if (!g.ok) throw new Error('no game');
      return g.state.cavers[g.state.turn!].id;
    })()) as CaverId;
    for (const c of ana.room!.game.cavers) expect((await (c === first ? ben : ana).claim(c)).ok).toBe(true);
    await ana.start();
    const a = screen(ana, { hosting: true });
    const name = caverTitle(first);
    await shows(a, `Waiting for Ben (${name})`);
    // Ben's terminal is closed: the others see him away, and for how long.
    ben.close();
    await shows(a, new RegExp(`Waiting for Ben \\(${name}, disconnected 0:0\\d\\) ·\\s+S: give the seat`));
    // Ana's keys for Ben's caver say so.
    await a.press('x');
    await shows(a, new RegExp(`The ${name} is Ben's \\(Ben is away 0:0\\d\\)`));
    // Ben comes back (his seat token kept): his seat and the table are his again.
    const back = await connect(t.url, 'Ben', { join: ana.room!.code }, { seats });
    expect(back.me!.id).toBe(ben.me!.id);
    await until(back, () => back.game !== null, 5000, 'the table');
    const b = screen(back);
    await shows(b, `Your turn · ${name}`);
    await shows(a, (f) => f.includes(`Waiting for Ben (${name})`) && !f.includes('disconnected'));
    expect(ana.room!.players).toHaveLength(2);
    // Gone again; the host hands his seat to the AI (S: the seats; a: the next holder, the AI).
    back.close();
    await shows(a, 'disconnected');
    await a.press('S');
    await shows(a, 'seats');
    const row = ana.room!.game.cavers.indexOf(first);
    for (let i = 0; i < row; i++) await a.press(KEY.down);
    await a.press('a');
    await until(ana, () => ana.room!.holders[first] === 'ai', 5000, 'the AI holds the seat');
    await shows(a, (f) => teamRow(f, first).endsWith('AI'));
    await a.press(KEY.esc);
    // The AI plays it: the log names it.
    await until(ana, () => ana.game!.log.some((e) => e.t === 'action' && e.seat === 'ai'), 15_000, 'the AI plays');
    await shows(a, /AI: /);
  }, 60_000);

  test('the connection drops: the client says it is reconnecting, comes back by itself and catches up', async () => {
    const t = await server();
    const p = await proxy(t.server.port);
    try {
      const ana = await connect(t.url, 'Ana', { create: game({ seed: 'room-drop-1' }) });
      const ben = await connect(p.url, 'Ben', { join: ana.room!.code }, { reconnect: { minMs: 400, maxMs: 800 } });
      for (const c of ana.room!.game.cavers) await ana.claim(c);
      await ana.start();
      // In colour, as a player sees it (the header is measured by what it shows, not its escapes).
      const b = screen(ben, { color: true });
      const plain = (): string => stripAnsi(b.frame());
      await shows(b, (f) => stripAnsi(f).includes('Round 1'));
      p.cut();
      // The header says so (beside whose turn it is), and the status line.
      await shows(b, (f) => lines(stripAnsi(f))[0].includes('reconnecting…'));
      await shows(b, (f) => stripAnsi(f).includes('The connection dropped: reconnecting…'));
      // Meanwhile the game moves on.
      const end = ana.game!.legalFor(ana.me!.id).find((x) => x.do === 'end')!;
      expect((await ana.game!.submit(end)).ok).toBe(true);
      await shows(b, (f) => stripAnsi(f).includes('Back in the room'));
      await until(ben, () => ben.game!.version === ana.game!.version, 5000, 'caught up');
      expect(lines(plain())[0]).not.toContain('reconnecting…');
    } finally {
      await p.close();
    }
  }, 30_000);

  test('an action sent while the connection is down gets no answer; once back, that is no longer said (the table shows what happened)', async () => {
    const t = await server();
    const p = await proxy(t.server.port);
    try {
      const ana = await connect(t.url, 'Ana', { create: game({ seed: 'room-drop-2' }) });
      const ben = await connect(p.url, 'Ben', { join: ana.room!.code }, { reconnect: { minMs: 400, maxMs: 800 } });
      const [first, ...rest] = ana.room!.game.cavers;
      expect((await ben.claim(first)).ok).toBe(true);
      for (const c of rest) await ana.claim(c);
      await ana.start();
      await until(ben, () => ben.game !== null, 5000, 'the game');
      expect(ben.game!.waitingFor()!.seat.id).toBe(ben.me!.id);
      const b = screen(ben);
      await shows(b, `Your turn · ${caverTitle(first)}`);
      p.cut();
      await shows(b, 'The connection dropped: reconnecting…');
      // Ben ends the turn (and says yes to ending it with AP left): no answer can come.
      await b.press(KEY.enter);
      await b.press(KEY.enter);
      await shows(b, (f) => flat(f).includes('No answer from the server'));
      await shows(b, 'Back in the room');
      await until(ben, () => ben.game!.version === ana.game!.version, 5000, 'caught up');
      expect(flat(b.frame())).not.toContain('No answer from the server');
    } finally {
      await p.close();
    }
  }, 30_000);
});

describe("the end of a room's game", () => {
  test('the end screen checks the deal against the commitment: verified, and the record kept', async () => {
    const t = await server();
    const games = mkdtempSync(join(tmpdir(), 'subterra-room-end-'));
    try {
      const ana = await connect(
        t.url,
        'Ana',
        { create: game({ difficulty: 'expert' }) },
        { storage: { env: { SUBTERRA_HOME: games } } },
      );
      for (const c of ana.room!.game.cavers) await ana.assign(c, 'ai');
      const a = screen(ana, { auto: true });
      await ana.start();
      // The AI plays every caver (at once, in tests) to the end; the phases step on by themselves.
      // (The line is wrapped whole at 80 columns: read the screen as one text.)
      const f = flat(await shows(a, (x) => flat(x).includes('committed at the start: verified'), 60_000));
      expect(f).toContain(`The decks were dealt from seed ${ana.reveal!.seed}, committed at the start: verified`);
      expect(ana.reveal!.seed).toMatch(/^net-/);
      expect(f).toContain('Record saved to');
      expect(ana.savedTo).toContain(games);
      expect(f).toContain('P: the whole story C: chat q: leave the room');
    } finally {
      rmSync(games, { recursive: true, force: true });
    }
  }, 90_000);

  test('a check that failed is said loudly, and which', () => {
    const text = checkText({ ok: false, failure: 'view', v: 7 });
    expect(text).toEqual({
      ok: false,
      text: "THE CHECK FAILED: the table shown is not the one the seed gives (at step 7). Do not trust this game's deal.",
    });
    const s = renderSized(
      <EndScreen
        session={fakeEnd()}
        cols={80}
        rows={24}
        theme={makeTheme(false)}
        room={{ check: text, keys: 'q: leave the room' }}
      />,
      80,
      24,
    );
    expect(s.frame()).toContain('THE CHECK FAILED: the table shown is not the one the seed gives (at step 7).');
    expect(checkText({ ok: true, seed: 'abc', hostChose: true, steps: 3 }).text).toBe(
      'The decks were dealt from seed abc, which the host chose, committed at the start: verified',
    );
  });
});

/** A finished local game: every turn ended at once, every choice its first option, to the end. */
function fakeEnd(): Session {
  const s = Session.start(
    {
      seed: 'room-end-local',
      difficulty: 'expert',
      players: 1,
      cavers: ['scout', 'medic', 'leader', 'engineer'],
      easy: false,
    },
    { storage: null },
  );
  if (typeof s === 'string') throw new Error(s);
  for (let i = 0; i < 2000 && !s.over; i++) {
    const w = s.waitingFor()!;
    const all = s.legalFor(w.seat.id);
    const a = all.find((x) => x.do === 'end') ?? all.find((x) => x.do === 'choose') ?? all[0];
    const r = s.submit(w.seat.id, a);
    if (!r.ok) throw new Error(r.refusal.code);
  }
  expect(s.over).toBe(true);
  return s;
}
