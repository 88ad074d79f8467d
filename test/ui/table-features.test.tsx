// Issue 28, "the table, finished": what players still missed. The hazard deck counted (D and the
// panel's line), the whole cave at a glance, travel along the cheapest safe path, the space used at
// large sizes, and a gentler start. Through the key routing (pure), the view model and Ink.
import { afterEach, describe, expect, test } from '@jest/globals';
import { hazardCount } from '../../src/engine/index.js';
import type { Session } from '../../src/play/index.js';
import { IDLE } from '../../src/ui/input/mode.js';
import { route, type RouteContext } from '../../src/ui/input/route.js';
import { initialUi } from '../../src/ui/screenState.js';
import { tableView, type TableProps } from '../../src/ui/tableView.js';
import { makeTheme } from '../../src/ui/theme.js';
import { percent } from '../../src/words/index.js';
import { K, scenarioSession, seededSession, unmountAll } from './kit.js';

afterEach(unmountAll);

const view = (session: Session, over: Partial<TableProps> = {}) =>
  tableView({
    session,
    mode: IDLE,
    playback: null,
    msg: '',
    auto: false,
    cols: 80,
    rows: 24,
    theme: makeTheme(false),
    version: 0,
    ...over,
  });

const ctx: RouteContext = { cols: 80, rows: 24, small: false, advisor: false };

describe('the hazard deck as a card counter sees it', () => {
  test('D puts the count in the panel and takes it away again; the header says it is on', () => {
    const s = seededSession('counter-1', ['engineer', 'medic', 'leader', 'scout']);
    const on = route(initialUi({ session: s, theme: makeTheme(false) }), K.ch('D'), ctx);
    expect(on.ui.deck).toBe(true);
    expect(on.effects).toEqual([]);
    const off = route(on.ui, K.ch('D'), ctx);
    expect(off.ui.deck).toBe(false);
    expect(view(s, { deck: true }).header).toContain('D deck');
    expect(view(s).header).not.toContain('D deck');
  });

  test('at 80x24 the page fits the panel: cards left by kind, turned, the chance of each next, as the rules count them', () => {
    // Hard: one x2 card of each kind; two rounds turn a Tremor and the Gas x2.
    const s = scenarioSession(
      {
        cavers: ['engineer', 'medic', 'leader', 'scout'],
        difficulty: 'hard',
        hazards: ['tremor', 'gas-x2', 'flood'],
        dice: Array(80).fill(6),
      },
      [
        ...['engineer', 'medic', 'leader', 'scout'].map((c) => ({ caver: c as 'scout', do: 'end' })),
        ...['medic', 'leader', 'scout', 'engineer'].map((c) => ({ caver: c as 'scout', do: 'end' })),
      ],
    );
    const c = hazardCount(s.state);
    expect(c.turned).toEqual(['tremor', 'gas-x2']);
    const panel = view(s, { deck: true }).panel;
    expect(panel).toHaveLength(tableView({ ...baseProps(s) }).panel.length);
    expect(panel[0]).toContain('Hazard deck');
    expect(panel.join('\n')).toContain('1 card before Out of Time');
    const tremor = panel.find((l) => l.startsWith('Tremor'))!;
    // 6 Tremors left (the x2 with them), 1 turned, 6 of 23 unseen next.
    expect(tremor.split(/\s+/).slice(0, 4)).toEqual(['Tremor', '6', '1', percent(6 / 23)]);
    const gas = panel.find((l) => l.startsWith('Gas'))!;
    expect(gas.split(/\s+/).slice(0, 4)).toEqual(['Gas', '3', '1', percent(3 / 23)]);
    expect(panel.map((l) => l.trim()).join(' ')).toContain('Last turned: Gas leak x2, Tremor');
    for (const l of panel) expect(l.length).toBeLessThanOrEqual(30);
  });

  test("the panel's line gives the likeliest kinds next when a row is free, and Out of Time when it is next", () => {
    const s = seededSession('counter-2', ['engineer', 'medic', 'leader', 'scout']);
    const big = view(s, { cols: 120, rows: 40 }).panel.join('\n');
    expect(big).toContain(`Next: Tremor ${percent(7 / 25)}`);
    const last = scenarioSession({ cavers: ['engineer', 'medic', 'leader', 'scout'], hazards: [], dice: [6] });
    expect(view(last, { cols: 120, rows: 40 }).panel.join('\n')).toContain('Next: Out of Time');
  });
});

function baseProps(session: Session): TableProps {
  return {
    session,
    mode: IDLE,
    playback: null,
    msg: '',
    auto: false,
    cols: 80,
    rows: 24,
    theme: makeTheme(false),
    version: 0,
  };
}
