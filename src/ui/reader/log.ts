// The game's log for a screen reader: the same sentences as the table's log (src/words/log.ts),
// but the round's heading and the phases said as sentences, not framed by box-drawing rules or
// dashes (a screen reader reads each one out, or skips the line).
import type { GameEvent } from '../../engine/index.js';
import type { LogEntry } from '../../play/index.js';
import { caverName, logLines, say } from '../../words/index.js';
import { entryLines } from '../playWords.js';

/** The lines of the events, each round's heading as the reader says it (`before`: the state they came from). */
export function eventLines(events: readonly GameEvent[], before: Parameters<typeof logLines>[1]): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i <= events.length; i++) {
    const e = events[i];
    if (i < events.length && e.t !== 'round' && e.t !== 'phase') continue;
    out.push(...logLines(events.slice(from, i), before));
    if (i < events.length && e.t === 'round')
      out.push(say('reader.log.round', { round: e.round, who: caverName(e.first) }));
    if (i < events.length && e.t === 'phase')
      out.push(
        say(
          e.phase === 'horror'
            ? 'reader.log.phase.horror'
            : e.phase === 'hazard'
              ? 'reader.log.phase.hazard'
              : 'reader.log.phase.end',
        ),
      );
    from = i + 1;
  }
  return out;
}

/** An entry's lines. */
export function readerEntryLines(e: LogEntry): string[] {
  switch (e.t) {
    case 'start':
      return eventLines(e.events, null);
    case 'action':
      return eventLines(e.events, e.before);
    case 'resumed':
      return [say('reader.log.resumed', { round: e.round, count: e.actions }), ...entryLines(e).slice(1)];
    case 'taken-back':
      return [...entryLines(e)];
  }
}

/** The lines of a run of entries. */
export function readerLog(entries: readonly LogEntry[]): string[] {
  return entries.flatMap(readerEntryLines);
}
