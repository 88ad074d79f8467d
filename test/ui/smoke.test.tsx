import { describe, expect, test } from '@jest/globals';
import { render } from 'ink-testing-library';
import { App } from '../../src/ui/components/App.js';
import { Session } from '../../src/ui/session.js';
import { makeTheme } from '../../src/ui/theme.js';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('App smoke', () => {
  test('renders the table and moves on a key', async () => {
    const session = Session.start({ seed: 'granite-42', difficulty: 'normal', players: 1, cavers: ['diver', 'scout', 'medic', 'leader'], easy: false });
    if (typeof session === 'string') throw new Error(session);
    const { lastFrame, stdin } = render(
      <App theme={makeTheme(false)} storage={null} app="test" session={session} setup={{ players: 1, caverCount: 4, difficulty: 'normal', easy: false, seed: 'x' }} onExit={() => {}} />,
    );
    await tick();
    expect(lastFrame()).toContain("Diver's turn");
    stdin.write('x');
    await tick();
    stdin.write('\x1b[A');
    await tick();
    expect(lastFrame()).toContain('Explore N');
    stdin.write('\r');
    await tick();
    expect(session.state.cavers[0].at).toEqual([0, -1]);
    expect(lastFrame()).toContain('Diver (1) explores north');
  });
});
