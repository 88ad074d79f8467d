// Nothing hidden leaves the server before the end: every byte the server sends to three clients during
// a whole game is captured on the wire (a proxy in front of the server). None holds the seed or the
// salt before the end; every view sent is exactly the public view of the real game at that version
// (the real decks are known to this test), which is the same whatever order the undrawn tiles, the
// hazard cards to come and the dice are in; no event shows a tile not yet drawn or a card not yet
// turned. At the end the commitment checks, and a tampered seed, salt, record or view does not.
import { afterEach, describe, expect, test } from '@jest/globals';
import {
  applyTraced,
  type GameEvent,
  type GameState,
  newGame,
  playerView,
  type PlayerView,
  tileId,
} from '../../src/engine/index.js';
import type { RoomClient } from '../../src/net/client.js';
import type { Entry, ViewPatch } from '../../src/net/protocol.js';
import { verifyGame } from '../../src/net/verify.js';
import { applyPatch } from '../../src/net/views.js';
import { playbackSteps } from '../../src/play/index.js';
import { recordOptions } from '../../src/record/record.js';
import { permuteHidden } from '../helpers/hidden.js';
import { bot, connect, game, proxy, startServer, textFrames, until, closeClients } from './kit.js';

afterEach(closeClients);

const HIDDEN_KEYS = new Set([
  'tileDeck',
  'hazardDeck',
  'tileTop',
  'hazardTop',
  'dice',
  'diceTop',
  'rng',
  'seed',
  'setup',
  'salt',
  'hazardDiscards',
]);

/** Every key anywhere in a JSON value. */
function keys(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v) keys(x, out);
  else if (typeof v === 'object' && v !== null)
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      keys(x, out);
    }
  return out;
}

describe('nothing hidden leaves the server before the end', () => {
  test('every byte of a whole game, checked against the real decks; the commitment checks, tampering does not', async () => {
    const t = await startServer();
    const px = await proxy(t.server.port);
    const clients: RoomClient[] = [];
    try {
      const host = await connect(px.url, 'Ana', {
        create: game({ cavers: ['scout', 'geologist', 'leader', 'engineer'] }),
      });
      const code = host.room!.code;
      clients.push(host, await connect(px.url, 'Ben', { join: code }), await connect(px.url, 'Cai', { join: code }));
      await host.claim('scout');
      await clients[1].claim('geologist');
      await clients[2].claim('leader');
      await host.assign('engineer', 'p2');
      await host.start();
      const bots = clients.map((c, i) => bot(c, `secret-${i}`));
      await Promise.all(clients.map((c) => until(c, () => c.verification !== null, 120_000, 'the end')));
      for (const b of bots) b.stop();

      const room = t.server.room(code)!;
      const deal = room.dealt!;
      const file = room.toFile();
      // The real game, version by version: the server's own steps played again from its seed.
      const start = newGame(recordOptions(file.record!));
      expect(start.ok).toBe(true);
      if (!start.ok) return;
      const states: GameState[] = [start.state];
      const frames: GameState[][] = [[]];
      const standing: GameState[] = [];
      let s = start.state;
      for (const st of file.steps) {
        if (st.k === 'hand') continue;
        if (st.k === 'back') {
          s = standing.pop()!;
          states.push(s);
          frames.push([]);
          continue;
        }
        const r = applyTraced(s, st.action);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        standing.push(s);
        s = r.state;
        states.push(s);
        frames.push(playbackSteps(r.events, r.frames).map((p) => p.frame));
      }
      expect(states.length - 1).toBe(host.game!.version);

      let messages = 0;
      let views = 0;
      expect(px.downstream.length).toBe(3);
      for (const chunks of px.downstream) {
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString('latin1');
        const end = text.indexOf('"t":"end"');
        expect(end).toBeGreaterThan(0);
        // Before the end: neither the seed nor the salt, in any form.
        const before = text.slice(0, end);
        expect(before.includes(deal.seed)).toBe(false);
        expect(before.includes(deal.salt)).toBe(false);
        expect(before.includes(Buffer.from(deal.salt, 'hex').toString('base64'))).toBe(false);
        // After it: both (the reveal).
        expect(text.slice(end).includes(deal.seed)).toBe(true);

        let view: PlayerView | null = null;
        const check = (v: PlayerView, real: GameState): void => {
          views++;
          // The view sent is the public view of the real game, exactly...
          expect(v).toEqual(JSON.parse(JSON.stringify(playerView(real))));
          // ...which is the same whatever order the hidden parts are in.
          expect(playerView(permuteHidden(real, views))).toEqual(playerView(real));
          // And directly: what was drawn and turned is the decks' top, what is left is in canonical order.
          expect(v.tilesDrawn).toEqual(JSON.parse(JSON.stringify(real.tileDeck.slice(0, real.tileTop))));
          expect(v.hazardsTurned).toEqual(real.hazardDeck.slice(0, real.hazardTop));
          const ids = v.tilesLeft.map(tileId);
          expect(ids).toEqual([...ids].sort());
        };
        const shownTiles = (events: readonly GameEvent[], real: GameState): void => {
          const drawn = new Set(real.tileDeck.slice(0, real.tileTop).map(tileId));
          const turned = new Set(real.hazardDeck.slice(0, real.hazardTop));
          for (const e of events) {
            if ((e.t === 'draw' || e.t === 'reveal') && e.tile) expect(drawn.has(tileId(e.tile))).toBe(true);
            if (e.t === 'hazard') expect(turned.has(e.card)).toBe(true);
          }
        };
        const entry = (e: Entry): void => {
          const real = states[e.v];
          view = applyPatch(view, e.view as ViewPatch);
          check(view!, real);
          if (e.k !== 'start') {
            if (e.k === 'act') {
              shownTiles(e.events, real);
              let pv = states[e.v - 1] ? playerView(states[e.v - 1]) : null;
              pv = JSON.parse(JSON.stringify(pv)) as PlayerView;
              expect(e.playback.length).toBe(frames[e.v].length);
              e.playback.forEach((p, i) => {
                pv = applyPatch(pv, p.view);
                check(pv!, frames[e.v][i]);
                shownTiles(
                  p.lines.map((l) => l.event),
                  frames[e.v][i],
                );
              });
            }
          } else shownTiles(e.events, real);
        };
        for (const f of textFrames(bytes)) {
          const m = JSON.parse(f) as {
            t: string;
            entry?: Entry;
            entries?: Entry[];
            base?: { v: number; view: PlayerView } | null;
          };
          messages++;
          if (m.t === 'end') continue;
          for (const k of keys(m)) expect([m.t, k, HIDDEN_KEYS.has(k)]).toEqual([m.t, k, false]);
          if (m.t === 'game') {
            if (m.base) view = m.base.view;
            for (const e of m.entries!) entry(e);
          }
          if (m.t === 'step') entry(m.entry!);
        }
      }
      expect(messages).toBeGreaterThan(100);
      expect(views).toBeGreaterThan(3 * host.game!.version);

      // The commitment checks for every client...
      for (const c of clients) expect(c.verification).toMatchObject({ ok: true, seed: deal.seed });
      // ...and a tampered seed, salt, record or view does not.
      const good = {
        commitment: host.commitment!,
        hostChose: false,
        reveal: host.reveal!,
        shown: host.shown,
      };
      expect(verifyGame(good)).toMatchObject({ ok: true });
      expect(verifyGame({ ...good, reveal: { ...good.reveal, seed: `${deal.seed}x` } })).toEqual({
        ok: false,
        failure: 'commitment',
      });
      expect(verifyGame({ ...good, reveal: { ...good.reveal, salt: '00'.repeat(32) } })).toEqual({
        ok: false,
        failure: 'commitment',
      });
      const rec = good.reveal.record;
      expect(verifyGame({ ...good, reveal: { ...good.reveal, record: { ...rec, seed: 'other' } } })).toEqual({
        ok: false,
        failure: 'deal',
      });
      const i = rec.actions.findIndex((a) => a.do === 'end');
      const edited = { ...rec, actions: rec.actions.filter((_, j) => j !== i) };
      expect(verifyGame({ ...good, reveal: { ...good.reveal, record: edited } })).toEqual({
        ok: false,
        failure: 'record',
      });
      expect(verifyGame({ ...good, reveal: { ...good.reveal, record: { ...rec, end: '0000000000' } } })).toEqual({
        ok: false,
        failure: 'record',
      });
      const shown = [...good.shown];
      shown[5] = { ...shown[5], view: 'f'.repeat(64) };
      expect(verifyGame({ ...good, shown })).toEqual({ ok: false, failure: 'view', v: 5 });
      const gap = [...good.shown.slice(0, 1), ...good.shown.slice(2)];
      expect(verifyGame({ ...good, shown: gap })).toMatchObject({ ok: false, failure: 'incomplete' });
    } finally {
      for (const c of clients) c.close();
      await px.close();
      await t.stop();
    }
  }, 150_000);
});
