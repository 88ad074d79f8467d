import { expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { Session } from '../../src/play/index.js';
import { ReaderTable } from '../../src/ui/reader/table.js';
import { playByText } from './reader-bot.js';

test('smoke', () => {
  const s = Session.start({ seed: 'smoke-1', difficulty: 'normal', players: 2, cavers: ['leader', 'scout', 'diver', 'geologist'], easy: false });
  if (typeof s === 'string') throw new Error(s);
  const t = new ReaderTable(s);
  const run = playByText(t, 'bot', t.open());
  writeFileSync('/tmp/srwork/smoke.txt', run.said.join('\n'));
  expect(run.ended).toBe(true);
});
