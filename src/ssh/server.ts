// The SSH door (`subterra serve --ssh PORT`): an SSH server that runs a game, never a shell. A
// connection gets one session, and only a session with a pty that asks for a shell gets anything:
// the game's own screens (session.tsx), drawn in this process on that channel. Exec requests,
// subsystems (sftp), port forwarding either way, agent and X11 forwarding are all refused; a shell
// without a pty is told to connect with `ssh -t` and closed. No input reaches anything but the game.
//
// Players are known by their public key (players.ts); a client offering none comes in as a guest
// through keyboard-interactive, asked nothing. No password is asked or stored.
//
// The log (one line per event, through `log`): connections (address and port), the key's
// fingerprint or "guest", the login name, what was refused, how a session ended. Never a key
// pressed, a command asked for, or an environment value.
import * as fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import ssh2 from 'ssh2';
import type { AuthContext, Connection, PseudoTtyInfo, ServerChannel, Session as SshChannelSession } from 'ssh2';
import { fingerprintOf, type HostKey } from './hostKey.js';
import { inSession, sessionLanguage, speakPerSession, type Spoken } from './language.js';
import { DEFAULT_SSH_LIMITS, SessionCount, type SshLimits } from './limits.js';
import { loadSettings } from '../record/settings.js';
import { guestDir, playerDir, readLogin, rememberedName, rememberName, sweepGuests } from './players.js';
import { type Door, GameSession } from './session.js';
import { SshKeyboard, SshScreen } from './terminal.js';
import { say } from '../words/index.js';

export interface SshServerOptions {
  /** The port (0: any free one). */
  readonly port: number;
  /** The address to listen on (default: every address). */
  readonly host?: string;
  /** The server's data folder: players' folders in `<data>/ssh/`. */
  readonly dataDir: string;
  readonly hostKey: HostKey;
  /** What sessions share (the rooms' address, the advisor); the SSH port and host are added here. */
  readonly door: Omit<Door, 'sshPort' | 'sshHost'>;
  /** The host name players type (shown in the menu and the rooms' join lines). */
  readonly publicHost: string;
  readonly limits?: Partial<SshLimits>;
  readonly log?: (line: string) => void;
  readonly now?: () => number;
}

/** The environment a client may send that the game reads: the language, and colour. */
const ENV_READ = new Set(['LANG', 'LANGUAGE', 'LC_ALL', 'LC_MESSAGES', 'COLORTERM', 'NO_COLOR']);

/** Whether a terminal of this TERM (and COLORTERM, NO_COLOR) shows colour. */
export function colourFor(term: string, env: Readonly<Record<string, string>>): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.COLORTERM !== undefined && env.COLORTERM !== '') return true;
  return (
    term !== '' &&
    term !== 'dumb' &&
    /color|xterm|screen|tmux|rxvt|linux|vt220|ansi|kitty|alacritty|wezterm|foot|putty/.test(term)
  );
}

interface Conn {
  readonly id: number;
  readonly addr: string;
  readonly client: Connection;
  counted: boolean;
  game: GameSession | null;
  started: boolean;
  lastInput: number;
  /** Why it was closed by the server, said to the player after their screen is put away. */
  closing: string | null;
}

export class SshServer {
  readonly limits: SshLimits;
  private readonly server: ssh2.Server;
  private readonly count: SessionCount;
  private readonly conns = new Set<Conn>();
  private readonly timers: ReturnType<typeof setInterval>[] = [];
  private readonly log: (line: string) => void;
  private readonly now: () => number;
  private nextId = 1;
  private portNow = 0;
  private closing = false;

  private constructor(private readonly opts: SshServerOptions) {
    this.limits = { ...DEFAULT_SSH_LIMITS, ...opts.limits };
    this.count = new SessionCount(this.limits);
    this.log = opts.log ?? (() => {});
    this.now = opts.now ?? Date.now;
    this.server = new ssh2.Server({ hostKeys: [opts.hostKey.key], ident: 'subterra' }, (client, info) =>
      this.connected(client, info.ip, info.port),
    );
  }

  static async start(opts: SshServerOptions): Promise<SshServer> {
    const s = new SshServer(opts);
    speakPerSession();
    await new Promise<void>((resolve, reject) => {
      s.server.once('error', reject);
      s.server.listen(opts.port, opts.host ?? '::', () => {
        s.server.off('error', reject);
        resolve();
      });
    }).catch(async (e: NodeJS.ErrnoException) => {
      if (opts.host !== undefined || (e.code !== 'EAFNOSUPPORT' && e.code !== 'EADDRNOTAVAIL')) throw e;
      // No IPv6 on this machine: every IPv4 address instead.
      await new Promise<void>((resolve, reject) => {
        s.server.once('error', reject);
        s.server.listen(opts.port, '0.0.0.0', () => resolve());
      });
    });
    s.portNow = (s.server.address() as AddressInfo).port;
    s.log(`ssh listening on ${opts.host ?? '*'}:${s.portNow} (host key ${opts.hostKey.fingerprint})`);
    const every = Math.max(1000, Math.min(60_000, Math.floor(s.limits.idleMs / 4)));
    s.timers.push(setInterval(() => s.sweepIdle(), every));
    s.timers.push(setInterval(() => sweepGuests(opts.dataDir, s.now()), 60 * 60_000));
    for (const t of s.timers) t.unref();
    sweepGuests(opts.dataDir, s.now());
    return s;
  }

  get port(): number {
    return this.portNow;
  }

  /** Sessions playing now. */
  get sessions(): number {
    return [...this.conns].filter((c) => c.game !== null).length;
  }

  /** Stop: no new connections; every session's game saved and its screen put away. */
  async close(): Promise<void> {
    this.closing = true;
    for (const t of this.timers) clearInterval(t);
    for (const c of this.conns) this.end(c, say('ssh.shutting-down'));
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private connected(client: Connection, addr: string, port: number): void {
    const c: Conn = {
      id: this.nextId++,
      addr,
      client,
      counted: false,
      game: null,
      started: false,
      lastInput: this.now(),
      closing: null,
    };
    // Far more connections than sessions (handshakes that never finish): not even a handshake.
    if (this.closing || this.conns.size >= this.limits.sessions * 2) {
      this.log(`ssh conn from ${addr}:${port} dropped: too many connections`);
      client.on('error', () => {});
      client.end();
      return;
    }
    this.conns.add(c);
    this.log(`ssh conn #${c.id} from ${addr}:${port}`);
    let refusal: string | null = null;
    const why = this.count.enter(addr);
    if (why === null) c.counted = true;
    else refusal = why === 'server-full' ? say('ssh.full') : say('ssh.address-full');
    const startTimer = setTimeout(() => {
      if (!c.started) {
        this.log(`ssh conn #${c.id} closed: no game asked for within ${Math.round(this.limits.startMs / 1000)} s`);
        client.end();
      }
    }, this.limits.startMs);
    startTimer.unref();
    let who: { name: string; fingerprint: string | null; dir: string; room: string | null } | null = null;
    client.on('authentication', (ctx) => {
      const r = this.authenticate(ctx);
      if (r === null) return;
      const login = readLogin(ctx.username);
      const fingerprint = r.key !== null ? fingerprintOf(r.key) : null;
      const dir = r.key !== null ? playerDir(this.opts.dataDir, r.key) : guestDir(this.opts.dataDir);
      const tag = fingerprint !== null ? fingerprint.slice(7, 15) : dir.slice(-6);
      let name =
        login.name ?? (r.key !== null ? rememberedName(dir) : null) ?? (fingerprint ? `player-${tag}` : `guest-${tag}`);
      name = name.slice(0, 24);
      who = { name, fingerprint, dir, room: login.room };
      this.log(
        `ssh conn #${c.id} in as ${fingerprint ?? 'guest'}${login.room !== null ? ` for room ${login.room}` : ''} (name ${JSON.stringify(name)})`,
      );
      ctx.accept();
    });
    client.on('ready', () => {
      client.on('session', (accept, reject) => {
        if (c.started || who === null) {
          reject();
          return;
        }
        this.session(c, accept(), who, refusal);
      });
    });
    client.on('tcpip', (_accept, reject) => {
      this.log(`ssh conn #${c.id} refused: local port forwarding`);
      reject();
    });
    client.on('openssh.streamlocal', (_accept, reject) => {
      this.log(`ssh conn #${c.id} refused: socket forwarding`);
      reject();
    });
    client.on('request', (_accept, reject, name) => {
      this.log(`ssh conn #${c.id} refused: ${name === 'tcpip-forward' ? 'remote port forwarding' : name}`);
      reject?.();
    });
    client.on('error', (e) => {
      this.log(`ssh conn #${c.id} error: ${e.message}`);
    });
    client.on('close', () => {
      clearTimeout(startTimer);
      this.conns.delete(c);
      if (c.counted) this.count.leave(addr);
      c.counted = false;
      if (c.game !== null) {
        c.game.stop();
        c.game = null;
      }
      this.log(`ssh conn #${c.id} closed`);
    });
  }

  /** A public key (checked by its signature), or a guest (keyboard-interactive, asked nothing); null: answered already. */
  private authenticate(ctx: AuthContext): { key: Buffer | null } | null {
    if (ctx.method === 'publickey') {
      const key = ssh2.utils.parseKey(ctx.key.data);
      if (key instanceof Error || Array.isArray(key)) {
        ctx.reject(['publickey', 'keyboard-interactive']);
        return null;
      }
      if (ctx.signature === undefined) {
        // The client asks whether this key would do: any key does (it names a player, it grants nothing).
        ctx.accept();
        return null;
      }
      if (ctx.blob === undefined || key.verify(ctx.blob, ctx.signature, ctx.hashAlgo) !== true) {
        ctx.reject(['publickey', 'keyboard-interactive']);
        return null;
      }
      return { key: ctx.key.data };
    }
    if (ctx.method === 'keyboard-interactive') return { key: null };
    // 'none' first, and never a password: the client is told what we take.
    ctx.reject(['publickey', 'keyboard-interactive']);
    return null;
  }

  private session(
    c: Conn,
    s: SshChannelSession,
    who: { name: string; fingerprint: string | null; dir: string; room: string | null },
    refusal: string | null,
  ): void {
    let pty: PseudoTtyInfo | null = null;
    const env: Record<string, string> = {};
    let screen: SshScreen | null = null;
    let spoken: Spoken | null = null;
    s.on('pty', (accept, _reject, info) => {
      pty = info;
      accept?.();
    });
    s.on('window-change', (accept, _reject, info) => {
      const sc = screen;
      if (sc !== null && spoken !== null) inSession(spoken, () => sc.resize({ cols: info.cols, rows: info.rows }));
      accept?.();
    });
    s.on('env', (accept, reject, info) => {
      if (ENV_READ.has(info.key) && Object.keys(env).length < 16) {
        env[info.key] = String(info.val).slice(0, 64);
        accept?.();
      } else reject?.();
    });
    const refuse = (what: string) => (_accept: unknown, reject: (() => void) | undefined) => {
      this.log(`ssh conn #${c.id} refused: ${what}`);
      reject?.();
    };
    s.on('exec', refuse('exec'));
    s.on('subsystem', refuse('subsystem'));
    s.on('sftp', refuse('sftp'));
    s.on('x11', refuse('X11 forwarding'));
    s.on('auth-agent', refuse('agent forwarding'));
    s.on('signal', (accept) => accept?.());
    s.on('shell', (accept) => {
      const channel = accept();
      if (pty === null) {
        this.log(`ssh conn #${c.id} refused: shell without a pty`);
        this.say(channel, say('ssh.need-pty', { port: this.portNow, host: this.opts.publicHost }), 1);
        return;
      }
      if (refusal !== null) {
        this.log(`ssh conn #${c.id} refused: ${refusal}`);
        this.say(channel, refusal, 1);
        return;
      }
      c.started = true;
      this.play(c, channel, pty, env, who, (sc, sp) => {
        screen = sc;
        spoken = sp;
      });
    });
  }

  /** One line to the client's terminal, then the session ends with this status. */
  private say(channel: ServerChannel, line: string, status: number): void {
    channel.stderr.write(`${line}\r\n`);
    channel.exit(status);
    channel.end();
  }

  private play(
    c: Conn,
    channel: ServerChannel,
    pty: PseudoTtyInfo,
    env: Readonly<Record<string, string>>,
    who: { name: string; fingerprint: string | null; dir: string; room: string | null },
    onScreen: (s: SshScreen, spoken: Spoken) => void,
  ): void {
    try {
      fs.mkdirSync(who.dir, { recursive: true, mode: 0o700 });
    } catch (e) {
      this.log(`ssh conn #${c.id} cannot make the player's folder: ${e instanceof Error ? e.message : String(e)}`);
      this.say(channel, say('ssh.full'), 1);
      return;
    }
    if (who.fingerprint !== null && who.room === null) rememberName(who.dir, who.name);
    const screen = new SshScreen(channel, { cols: pty.cols, rows: pty.rows }, this.limits);
    const spoken = sessionLanguage(loadSettings({ env: { SUBTERRA_HOME: who.dir } }).lang, env);
    onScreen(screen, spoken);
    let stalls = 0;
    screen.on('stalled', () => {
      // Said once, then every hundredth time: a client that does not read is worth a line, not a flood.
      if (stalls++ % 100 === 0) this.log(`ssh conn #${c.id} is not reading: its frames are dropped until it does`);
    });
    const keyboard = new SshKeyboard(this.limits, this.now);
    channel.on('data', (d: Buffer) => {
      c.lastInput = this.now();
      inSession(spoken, () =>
        keyboard.feed(d.length > this.limits.inputChunkBytes ? d.subarray(0, this.limits.inputChunkBytes) : d),
      );
    });
    const game = new GameSession(
      { ...this.opts.door, sshPort: this.portNow, sshHost: this.opts.publicHost },
      { name: who.name, fingerprint: who.fingerprint, dir: who.dir, address: c.addr },
      { screen, keyboard, color: colourFor(pty.term ?? '', env) },
    );
    c.game = game;
    this.log(`ssh conn #${c.id} playing (${screen.columns}x${screen.rows}, ${pty.term || 'no TERM'})`);
    channel.on('close', () => game.stop());
    void inSession(spoken, () => game.run(who.room)).then(() => {
      c.game = null;
      const bye = c.closing ?? say('ssh.bye', { port: this.portNow, host: this.opts.publicHost });
      try {
        channel.write(`${bye}\r\n`);
        channel.exit(0);
        channel.end();
      } catch {
        /* the client is gone */
      }
      this.log(
        `ssh conn #${c.id} session over: ${Math.round(screen.bytesOut / 1024)} kB sent${screen.dropped > 0 ? `, frames dropped for a slow client: ${screen.dropped}` : ''}`,
      );
      // The client leaves once its session's channel closes; one that does not is let go soon after.
      setTimeout(() => c.client.end(), 2000).unref();
    });
  }

  private end(c: Conn, why: string): void {
    c.closing = why;
    if (c.game !== null) c.game.stop();
    else c.client.end();
  }

  private sweepIdle(): void {
    const now = this.now();
    for (const c of this.conns) {
      if (c.game !== null && now - c.lastInput > this.limits.idleMs) {
        this.log(`ssh conn #${c.id} closed: idle`);
        this.end(c, say('ssh.idle', { minutes: Math.round(this.limits.idleMs / 60_000) }));
      }
    }
  }
}
