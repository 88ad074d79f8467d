// One SSH session: the game's own Ink screens, run in the server's process on the session's channel.
// The menu first (or, for `ssh CODE@HOST`, that room's lobby), then what was chosen: a solo game or
// the tutorial, driven through the play layer's Session exactly as at a local terminal (the App), or
// a room, driven through the room machinery as `subterra join` is (a RoomClient of this server's own
// rooms, the RoomApp); back to the menu when it is left. Nothing here knows a rule.
import { render, type Instance } from 'ink';
import { basename } from 'node:path';
import type { ReactElement } from 'react';
import type { Advisor } from '../ai/tableAdvisor.js';
import { connectRoom, fileSeatStore, joinLine, type RoomClient, type RoomRequest } from '../net/index.js';
import type { StorageOptions } from '../record/files.js';
import { findResumable } from '../record/library.js';
import { dataDir } from '../record/paths.js';
import { readStats } from '../record/stats.js';
import { statsLines } from '../record/statsText.js';
import { loadRecordText } from '../record/storage.js';
import { Session } from '../play/index.js';
import { App } from '../ui/components/App.js';
import { RoomApp } from '../ui/components/RoomApp.js';
import { startingTeam } from '../ui/components/SetupScreen.js';
import { freshSeed } from '../ui/freshSeed.js';
import { tutorialApp, tutorialSession } from '../ui/launchTutorial.js';
import { netErrorText } from '../ui/room/roomWords.js';
import { setupDefaults } from '../ui/setupMemory.js';
import { openTable } from '../ui/tableSettings.js';
import { isThemeName, makeTheme } from '../ui/theme.js';
import { Tutorial } from '../ui/tutorial/guide.js';
import type { TutorialScript } from '../ui/tutorial/script.js';
import { TUTORIALS } from '../ui/tutorial/tutorials.js';
import { say } from '../words/index.js';
import { Menu, type MenuChoice } from './Menu.js';
import type { SshKeyboard, SshScreen } from './terminal.js';

/** What every session shares: the server's own rooms, its advisor, how players reach it. */
export interface Door {
  /** The subterra version (records, the room server). */
  readonly app: string;
  /** The WebSocket address of the rooms (this process's server): ws://127.0.0.1:PORT. */
  readonly roomsUrl: string;
  /** How players reach the rooms with `subterra join` (host and port), or null when only SSH serves them. */
  readonly joinAddress: { readonly host: string; readonly port: number } | null;
  /** How players reach this door. */
  readonly sshHost: string;
  readonly sshPort: number;
  /** The hints (I) and the cavers handed to the AI (M), for every session (one thread). */
  readonly advisor: Advisor;
  /** The rooms' secret for this door (net/peer.ts): each session is then counted by its player's address. */
  readonly peerKey?: string;
}

/** Who is at the other end. */
export interface Player {
  readonly name: string;
  /** Their key's fingerprint (null: a guest). */
  readonly fingerprint: string | null;
  /** Their own data folder: games, settings, statistics, seat tokens. */
  readonly dir: string;
  /** The address they connect from (the rooms count wrong guesses and rooms made by it). */
  readonly address?: string;
}

export interface SessionIo {
  readonly screen: SshScreen;
  readonly keyboard: SshKeyboard;
  readonly color: boolean;
}

/** The alternate screen with the cursor hidden, and back (as src/ui/fullScreen.ts does locally). */
const ON = '\x1b[?1049h\x1b[?25l';
const OFF = '\x1b[?25h\x1b[?1049l';

/** A session's screens, one after another, until the player quits or the channel closes. */
export class GameSession {
  private inst: Instance | null = null;
  private solo: Session | null = null;
  private room: RoomClient | null = null;
  private ended = false;
  private notice: string | undefined;

  constructor(
    private readonly door: Door,
    private readonly player: Player,
    private readonly io: SessionIo,
  ) {}

  private get storage(): StorageOptions {
    return { env: { SUBTERRA_HOME: this.player.dir } };
  }

  /** Run the menu and what it opens until the player quits (or `stop`). */
  async run(directRoom: string | null): Promise<void> {
    this.io.screen.write(ON);
    try {
      if (directRoom !== null) await this.openRoom({ join: directRoom });
      while (!this.ended) {
        const choice = await this.menu();
        if (choice === null || choice.t === 'quit' || this.ended) break;
        await this.open(choice);
      }
    } finally {
      this.unmount();
      this.io.screen.write(OFF);
    }
  }

  /** End the session now: the game saved, the room left (its seat kept), the screen put away. */
  stop(): void {
    this.ended = true;
    const s = this.solo;
    if (s !== null && !s.over && s.saveError === null) s.save();
    this.room?.close();
    this.unmount();
  }

  private unmount(): void {
    const inst = this.inst;
    this.inst = null;
    try {
      inst?.unmount();
    } catch {
      /* already gone */
    }
  }

  /** Draw `el` until it exits. */
  private async show(el: ReactElement): Promise<void> {
    if (this.ended) return;
    this.unmount();
    const inst = render(el, {
      stdout: this.io.screen,
      stdin: this.io.keyboard,
      stderr: this.io.screen,
      exitOnCtrlC: false,
      patchConsole: false,
      interactive: true,
      // The server's own environment (INK_SCREEN_READER) is not the player's terminal.
      isScreenReaderEnabled: false,
    });
    this.inst = inst;
    try {
      await inst.waitUntilExit();
    } catch {
      /* an app's error ends it; the menu comes back */
    }
    if (this.inst === inst) this.unmount();
    // A clean screen for what comes next.
    this.io.screen.write('\x1b[2J\x1b[H');
  }

  private table() {
    const table = openTable(this.storage, this.io.color);
    const s = table.settings();
    const theme = makeTheme(this.io.color, isThemeName(s.theme) ? s.theme : 'classic');
    return { ...table, appProps: { ...table.appProps, theme } };
  }

  private stats = (cols: number): readonly string[] =>
    statsLines(readStats({ ...this.storage, now: new Date() }).stats, cols - 2);

  private menu(): Promise<MenuChoice | null> {
    return new Promise<MenuChoice | null>((resolve) => {
      let chosen: MenuChoice | null = null;
      const found = findResumable(this.storage);
      const notice = this.notice;
      this.notice = undefined;
      void this.show(
        <Menu
          theme={this.table().appProps.theme}
          name={this.player.name}
          fingerprint={this.player.fingerprint}
          canResume={found.file !== null}
          stats={this.stats}
          {...(notice !== undefined ? { notice } : {})}
          port={this.door.sshPort}
          host={this.door.sshHost}
          onChoose={(c) => {
            chosen = c;
            this.unmount();
          }}
        />,
      ).then(() => resolve(chosen));
    });
  }

  private async open(c: MenuChoice): Promise<void> {
    switch (c.t) {
      case 'solo':
        return this.playSolo(null);
      case 'resume': {
        const found = findResumable(this.storage);
        if (found.file === null) {
          this.notice = say('ssh.no-resume');
          return;
        }
        const s = Session.resume(loadRecordText(found.file, this.storage), basename(found.file), {
          storage: this.storage,
        });
        if (typeof s === 'string') {
          this.notice = say('ssh.cannot-open', { why: s });
          return;
        }
        return this.playSolo(s);
      }
      case 'tutorial':
        return this.playTutorial(TUTORIALS.basics);
      case 'deeper':
        return this.playTutorial(TUTORIALS.deeper);
      case 'host':
        return this.openRoom({
          create: { difficulty: 'normal', players: 2, cavers: startingTeam(4) },
        });
      case 'join':
        return this.openRoom({ join: c.code });
      case 'watch':
        return this.openRoom({ join: c.code, watch: true });
      case 'quit':
        return;
    }
  }

  private async playSolo(session: Session | null): Promise<void> {
    const table = this.table();
    const setup = setupDefaults(
      {
        players: 1,
        caverCount: 4,
        caversFixed: false,
        difficulty: 'normal',
        difficultyGiven: false,
        easy: false,
        seed: null,
        team: null,
      },
      table.settings(),
      freshSeed,
    );
    this.solo = session;
    await this.show(
      <App
        {...table.appProps}
        storage={this.storage}
        app={this.door.app}
        session={session}
        setup={setup}
        stats={this.stats}
        onSession={(s) => {
          this.solo = s;
          table.rememberGame(s);
        }}
        onExit={(s) => {
          this.solo = s;
        }}
        advisor={{ advise: (v) => this.door.advisor.advise(v) }}
      />,
    );
    this.solo = null;
  }

  /** A tutorial, and the next one when its end screen hands over to it (d). */
  private async playTutorial(first: TutorialScript): Promise<void> {
    const table = this.table();
    const storage = this.storage;
    let t: TutorialScript | null = first;
    while (t !== null) {
      const found = tutorialSession({
        restart: false,
        app: this.door.app,
        storage: { ...storage, dir: dataDir(storage.env) },
        tutorial: t,
      });
      if (typeof found === 'string') {
        this.notice = say('ssh.cannot-open', { why: found });
        return;
      }
      const guide = new Tutorial(found.session, found.notice);
      let last: Session | null = found.session;
      this.solo = found.session;
      await this.show(
        tutorialApp({
          ...table.appProps,
          storage,
          app: this.door.app,
          session: found.session,
          guide,
          advisor: { advise: (v) => this.door.advisor.advise(v) },
          onSession: (s) => {
            last = s;
            this.solo = s;
            table.rememberGame(s);
          },
          onExit: (s) => {
            last = s;
            this.solo = s;
          },
        }),
      );
      this.solo = null;
      t = last === found.session ? guide.next : null;
    }
  }

  /** Into a room of this server (made, joined or watched), its screen until left. */
  private async openRoom(req: RoomRequest): Promise<void> {
    const storage = this.storage;
    const opts = {
      url: this.door.roomsUrl,
      name: this.player.name,
      app: this.door.app,
      storage,
      seats: fileSeatStore(storage),
      ...(this.door.peerKey !== undefined && this.player.address !== undefined
        ? { peer: { key: this.door.peerKey, address: this.player.address } }
        : {}),
    };
    let r = await connectRoom(opts, req);
    // A seat token the room no longer knows (a room opened again under the same code): come in anew.
    if (!r.ok && r.error.code === 'bad-token' && 'join' in req) {
      fileSeatStore(storage).forget(this.door.roomsUrl, req.join);
      r = await connectRoom(opts, req);
    }
    if (!r.ok) {
      const why = netErrorText(r.error, null, null);
      this.notice = 'join' in req ? say('ssh.cannot-join', { room: req.join, why }) : say('ssh.cannot-open', { why });
      return;
    }
    const client = r.client;
    if (this.ended) {
      client.close();
      return;
    }
    this.room = client;
    const code = client.room!.code;
    const joinLines = [`ssh -p ${this.door.sshPort} ${code}@${this.door.sshHost}`];
    if (this.door.joinAddress !== null)
      joinLines.push(joinLine(this.door.joinAddress.host, this.door.joinAddress.port, code, false));
    const table = this.table();
    await this.show(
      <RoomApp
        {...table.appProps}
        client={client}
        joinLines={joinLines}
        hosting={false}
        named={{}}
        advisor={{ advise: (v) => this.door.advisor.advise(v) }}
        onExit={() => {}}
      />,
    );
    client.close();
    this.room = null;
  }
}
