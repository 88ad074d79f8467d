// The docs a newcomer reads: every relative link in README.md, CONTRIBUTING.md and docs/*.md
// resolves (the file, and the heading an anchor names), the README stays a player's manual of at
// most 300 lines, and every command and option `subterra --help` lists is documented in the README
// or a page of docs/ it links to. Needs the build (`npm test` builds before jest).
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = process.cwd();

/** The README's length limit: a player's manual, with the reference pages in docs/. */
export const README_MAX_LINES = 300;

/** How a check reads files (the real disk here; a few strings in the check's own tests). */
export interface Files {
  exists(path: string): boolean;
  read(path: string): string;
}

const disk: Files = { exists: existsSync, read: (p) => readFileSync(p, 'utf8') };

/** The text of a Markdown page without its fenced code blocks and code spans (links there are examples). */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: the text as shown, in lower case, without punctuation, a hyphen for each space. */
export function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a page's headings (a repeated heading gets -1, -2, … as on GitHub). */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  const text = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const m of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** The link targets of a page, as written: `[text](target)` and `![alt](target)`, outside code. */
export function linkTargets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
}

/** Each relative link of a page that leads nowhere: a file that does not exist, or a heading it does not have. */
export function brokenLinks(file: string, markdown: string, fs: Files = disk): string[] {
  const out: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
    const hash = target.indexOf('#');
    const path = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
    const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
    const to = path === '' ? file : join(dirname(file), path);
    if (!fs.exists(to)) {
      out.push(`${file}: (${target}): no such file`);
      continue;
    }
    if (anchor !== null && to.endsWith('.md') && !anchors(fs.read(to)).has(anchor)) {
      out.push(`${file}: (${target}): no heading "#${anchor}" in ${to}`);
    }
  }
  return out;
}

/** The pages whose links are held: README.md, CONTRIBUTING.md and every page of docs/. */
function pages(): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f));
  return ['README.md', 'CONTRIBUTING.md', ...docs];
}

/** The lines of a text file (a final newline does not start another line). */
export function lineCount(text: string): number {
  return text.replace(/\n$/, '').split('\n').length;
}

/** The commands and the long options a `--help` text lists. */
export function helpEntries(help: string): { commands: string[]; options: string[] } {
  const section = (title: string): string[] => {
    const m = new RegExp(`^${title}:\\n((?:[ ]{2}.*\\n?)*)`, 'm').exec(help);
    return m ? m[1].split('\n') : [];
  };
  const commands = section('Commands')
    .map((l) => /^ {2}([a-z][a-z-]*)\b/.exec(l)?.[1])
    .filter((c): c is string => c !== undefined);
  const options = section('Options')
    .map((l) => /^ {2}(?:-\w, )?(--[a-z][a-z-]*)/.exec(l)?.[1])
    .filter((o): o is string => o !== undefined);
  return { commands, options };
}

describe('the checks themselves', () => {
  const pagesOf = (files: Record<string, string>): Files => ({
    exists: (p) => p in files,
    read: (p) => files[p],
  });

  test('a link to a missing file or heading is broken; one inside code, or to a web page, is not looked at', () => {
    const fs = pagesOf({
      'README.md': '',
      'docs/A.md': '# A page\n\n## The command: `subterra sim`\n\n## Notes\n\n## Notes\n',
      'docs/b.png': '',
    });
    const text = [
      '[a](docs/A.md) [b](docs/A.md#the-command-subterra-sim) ![img](docs/b.png) [n](docs/A.md#notes-1)',
      '[gone](docs/Gone.md) [no heading](docs/A.md#nothing-here) [self](#a-page)',
      '`[in code](docs/x.md)` [web](https://example.com/x.md)',
      '```',
      '[in a block](docs/y.md)',
      '```',
    ].join('\n');
    expect(brokenLinks('README.md', text, fs)).toEqual([
      'README.md: (docs/Gone.md): no such file',
      'README.md: (docs/A.md#nothing-here): no heading "#nothing-here" in docs/A.md',
      'README.md: (#a-page): no heading "#a-page" in README.md',
    ]);
    expect(brokenLinks('docs/A.md', '[up](../README.md) [side](b.png) [me](#a-page)', fs)).toEqual([]);
  });

  test('anchors are made as GitHub makes them', () => {
    expect(slug('Starting a game: `subterra [options]`')).toBe('starting-a-game-subterra-options');
    expect(slug('What `npm test` checks')).toBe('what-npm-test-checks');
    expect(slug('Teams of 5 and 6, and the easier variant')).toBe('teams-of-5-and-6-and-the-easier-variant');
    expect([...anchors('# X\n## Y\n## Y\n```\n# not a heading\n```\n')]).toEqual(['x', 'y', 'y-1']);
  });

  test('a help text gives its commands and long options', () => {
    const help = [
      'Usage: subterra [options]',
      '',
      'Options:',
      '  -c, --cavers <n>          number of cavers',
      '                            (default: 4)',
      '  --easy                    easier',
      '',
      'Commands:',
      '  replay [options] <file>   watch a saved game',
      '  games                     list saved games',
      '',
      'Examples:',
      '  subterra --other          not an option',
    ].join('\n');
    expect(helpEntries(help)).toEqual({ commands: ['replay', 'games'], options: ['--cavers', '--easy'] });
  });

  test('a text of 300 lines fits, one of 301 does not', () => {
    expect(lineCount('a\n'.repeat(README_MAX_LINES))).toBe(README_MAX_LINES);
    expect(lineCount('a\n'.repeat(README_MAX_LINES + 1))).toBeGreaterThan(README_MAX_LINES);
  });
});

describe('the docs', () => {
  test('every relative link in README.md, CONTRIBUTING.md and docs/*.md resolves', () => {
    const broken = pages().flatMap((p) => brokenLinks(p, readFileSync(join(root, p), 'utf8')));
    expect(broken).toEqual([]);
  });

  test(`the README is a player's manual of at most ${README_MAX_LINES} lines`, () => {
    expect(lineCount(readFileSync(join(root, 'README.md'), 'utf8'))).toBeLessThanOrEqual(README_MAX_LINES);
  });

  test('every command and option of `subterra --help` is in the README or a page of docs/ it links to', () => {
    const help = (args: string[]): string =>
      execFileSync(process.execPath, ['bin/subterra.js', ...args, '--help'], { cwd: root, encoding: 'utf8' });
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const linked = linkTargets(readme)
      .map((t) => t.split('#')[0])
      .filter((t) => t.startsWith('docs/') && t.endsWith('.md'));
    const docs = [readme, ...[...new Set(linked)].map((t) => readFileSync(join(root, t), 'utf8'))];
    const top = helpEntries(help([]));
    const missing: string[] = [];
    for (const cmd of top.commands.filter((c) => c !== 'help')) {
      if (!readme.includes(`subterra ${cmd}`)) missing.push(`the command "subterra ${cmd}"`);
    }
    const commands = [[], ...top.commands.filter((c) => c !== 'help').map((c) => [c])];
    for (const args of commands) {
      for (const opt of helpEntries(help(args)).options) {
        if (!docs.some((d) => d.includes(`\`${opt}`) || d.includes(` ${opt}`)))
          missing.push(`${['subterra', ...args].join(' ')} ${opt}`);
      }
    }
    expect(top.commands.length).toBeGreaterThan(4);
    expect(missing).toEqual([]);
  });
});
