// The round (RULES.md §3): turns in seating order, then the horror, hazard and end phases, run as a
// queue of tasks kept in the state so that a choice the game waits for can resume them.
import { isConscious } from './cave.js';
import { surfaceAt, waterTiles } from './cavers/diver.js';
import type { Draft } from './draft.js';
import { caveIn, flood, gasLeak, outOfTime, tremor } from './effects.js';
import { HAZARDS } from './hazards.js';
import { MAX_HORRORS, contactAll, orderOptions, placeOptions, reach } from './horrors.js';
import { checkOver } from './over.js';
import type { Pending, Pos, Task } from './types.js';

export function runQueue(d: Draft): void {
  while (d.s.pending === null && d.s.result === null && d.s.queue.length > 0) {
    const task = d.popFront()!;
    runTask(d, task);
    checkOver(d);
  }
}

function wait(d: Draft, task: Task, pending: Pending): void {
  d.pushFront(task);
  d.s.pending = pending;
  d.emit({ t: 'pending', pending });
}

function chooser(d: Draft) {
  return d.s.cavers[d.s.first].id;
}

function runTask(d: Draft, task: Task): void {
  switch (task.t) {
    case 'nextTurn':
      return nextTurn(d, task.choice);
    case 'horrorStep':
      return horrorStep(d, task);
    case 'horrorPlace':
      return horrorPlace(d, task.choice);
    case 'hazardPhase':
      return hazardPhase(d);
    case 'hazard':
      return hazardEffect(d, task.card);
    case 'endPhase':
      return endPhase(d);
    default:
      return unknown(task);
  }
}

/** A case a switch above does not handle: a type error where it is called, should one be added. */
function unknown(x: never): never {
  throw new Error(`no rule for ${JSON.stringify(x)}`);
}

/** The next caver in this round's order who can act takes its turn; after the last, the horror phase. */
function nextTurn(d: Draft, choice: number | undefined): void {
  const s = d.s;
  const n = s.cavers.length;
  for (let idx = s.turnIdx + 1; idx < n; idx++) {
    const seat = (s.first + idx) % n;
    const c = s.cavers[seat];
    if (c.removed) continue;
    if (c.underwater && c.hp === 0) {
      // Fainted under water: surfaces, unconscious, on a water tile its player picks (RULES.md §7).
      const options = waterTiles(s);
      if (choice === undefined && options.length === 1) choice = 0;
      if (choice === undefined) {
        s.turn = seat;
        s.ap = 0;
        return wait(d, { t: 'nextTurn' }, { kind: 'surface', chooser: c.id, options });
      }
      surfaceAt(d, seat, options[choice]);
      choice = undefined;
    }
    if (!isConscious(s.cavers[seat])) {
      s.turnIdx = idx;
      d.emit({ t: 'skip', caver: c.id, why: 'unconscious' });
      continue;
    }
    s.turnIdx = idx;
    s.turn = seat;
    s.ap = 2;
    s.exerted = false;
    s.turnDone = false;
    d.emit({ t: 'turn', caver: c.id });
    return;
  }
  s.turnIdx = n;
  s.turn = null;
  s.ap = 0;
  s.phase = 'horror';
  d.emit({ t: 'phase', phase: 'horror' });
  d.pushFront({ t: 'horrorStep', moved: [] }, { t: 'hazardPhase' }, { t: 'endPhase' });
}

/** Every horror moves once (RULES.md §8), in an order the first caver picks where it matters. */
function horrorStep(d: Draft, task: Extract<Task, { t: 'horrorStep' }>): void {
  const moved = [...task.moved];
  let pick = task.pick;
  let choice = task.choice;
  for (;;) {
    const s = d.s;
    const unmoved = s.horrors.filter((h) => !moved.includes(h.id));
    if (unmoved.length === 0) return;
    if (pick === undefined) {
      const order = orderOptions(s, unmoved);
      if (order === null) pick = unmoved[0].id;
      else if (choice === undefined) {
        return wait(d, { t: 'horrorStep', moved }, { kind: 'horror-order', chooser: chooser(d), options: order });
      } else {
        const at = order[choice];
        pick = unmoved.find((h) => h.at[0] === at[0] && h.at[1] === at[1])!.id;
        choice = undefined;
      }
    }
    const h = s.horrors.find((x) => x.id === pick)!;
    const { target, squares } = reach(s, h);
    if (target === null) {
      d.setHorrors(s.horrors.filter((x) => x !== h));
      d.emit({ t: 'horror-gone', id: h.id, at: h.at, why: 'far' });
    } else {
      let to: Pos;
      if (squares.length === 1) to = squares[0];
      else if (choice === undefined) {
        return wait(
          d,
          { t: 'horrorStep', moved, pick },
          { kind: 'horror-path', chooser: chooser(d), options: squares, from: h.at },
        );
      } else {
        to = squares[choice];
        choice = undefined;
      }
      d.setHorrors(s.horrors.map((x) => (x === h ? { id: h.id, at: to } : x)));
      d.emit({ t: 'horror-move', id: h.id, from: h.at, to, target: s.cavers[target.seat].id });
      contactAll(d, to);
    }
    moved.push(pick);
    pick = undefined;
    checkOver(d);
  }
}

/** If fewer than 3 horrors are in the cave, one appears on the horror tile closest to a victim (within 7). */
function horrorPlace(d: Draft, choice: number | undefined): void {
  const s = d.s;
  if (s.horrors.length >= MAX_HORRORS) return;
  const options = placeOptions(s);
  if (options.length === 0) return;
  let at: Pos;
  if (options.length === 1) at = options[0];
  else if (choice === undefined)
    return wait(d, { t: 'horrorPlace' }, { kind: 'horror-place', chooser: chooser(d), options });
  else at = options[choice];
  const id = s.nextHorrorId;
  s.nextHorrorId = id + 1;
  d.setHorrors([...s.horrors, { id, at }]);
  d.emit({ t: 'horror-placed', id, at });
  contactAll(d, at);
}

/** Reveal the top hazard card and resolve it; once Out of Time is out, it strikes every hazard phase. */
function hazardPhase(d: Draft): void {
  const s = d.s;
  s.phase = 'hazard';
  d.emit({ t: 'phase', phase: 'hazard' });
  if (s.gasLeak > 0) {
    s.gasLeak = 0;
    d.emit({ t: 'gas-over' });
  }
  let card = s.hazardDeck[s.hazardTop];
  if (card !== undefined) {
    s.hazardTop += 1;
    s.hazardDiscards = [...s.hazardDiscards, card];
    if (card === 'outoftime') s.outOfTime = true;
  } else card = 'outoftime';
  d.emit({ t: 'hazard', card });
  const def = HAZARDS[card];
  const times = def.double ? 2 : 1;
  const tasks: Task[] = [];
  if (def.base === 'horror') {
    for (let i = 0; i < times; i++) tasks.push({ t: 'horrorStep', moved: [] });
    for (let i = 0; i < times; i++) tasks.push({ t: 'horrorPlace' });
  } else {
    for (let i = 0; i < times; i++) tasks.push({ t: 'hazard', card: def.base });
  }
  d.pushFront(...tasks);
}

function hazardEffect(d: Draft, card: Extract<Task, { t: 'hazard' }>['card']): void {
  switch (card) {
    case 'tremor':
      return tremor(d);
    case 'flood':
      return flood(d);
    case 'gas':
      return gasLeak(d);
    case 'cavein':
      return caveIn(d);
    case 'outoftime':
      return outOfTime(d);
    default:
      return unknown(card);
  }
}

/** The token passes on, hiding ends, Direct is ready again; the next round begins. */
function endPhase(d: Draft): void {
  const s = d.s;
  s.phase = 'end';
  d.emit({ t: 'phase', phase: 'end' });
  const n = s.cavers.length;
  let next = (s.first + 1) % n;
  for (let i = 0; i < n && s.cavers[next].removed; i++) next = (next + 1) % n;
  s.first = next;
  s.cavers.forEach((c, i) => {
    if (c.hidden) d.caver(i).hidden = false;
  });
  s.directUsed = false;
  s.round += 1;
  s.turnIdx = -1;
  s.phase = 'action';
  d.emit({ t: 'round', round: s.round, first: s.cavers[s.first].id });
  d.pushFront({ t: 'nextTurn' });
}
