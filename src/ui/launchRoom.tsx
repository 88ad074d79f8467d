// `subterra host` and `subterra join` (loaded lazily by the CLI once the options are valid): into a
// room, then its screen (components/RoomApp.tsx). `host` starts a server in this process (or, with
// --server, opens a room on a standalone one) and prints the lines friends type to join; the host's
// own screen is a client of that server like any other. Anything that keeps the player out (an
// address that cannot be reached, a room that does not exist, a wrong password) is one line on stderr
// and exit status 1, before the screen.
import { render } from 'ink';
import { gameAdvisor } from '../ai/tableAdvisor.js';
import {
  type Address,
  connectRoom,
  type ConnectOptions,
  fileSeatStore,
  type GameSpec,
  hostRoom,
  type HostedRoom,
  joinLine,
  type NetError,
  type RoomClient,
  type RoomRequest,
} from '../net/index.js';
import type { StorageOptions } from '../record/files.js';
import { dataDir } from '../record/paths.js';
import { join } from 'node:path';
import { say } from '../words/index.js';
import type { GameRequest } from '../play/index.js';
import { startingTeam } from './components/SetupScreen.js';
import { RoomApp } from './components/RoomApp.js';
import { fullScreen } from './fullScreen.js';
import { netErrorText } from './room/roomWords.js';
import { openTable } from './tableSettings.js';

export interface RoomLaunch {
  /** The player's name in the room. */
  readonly name: string;
  readonly password: string | null;
  readonly color: boolean;
  /** The subterra version (told to the server, written into records). */
  readonly app: string;
  readonly out: (s: string) => void;
  readonly err: (s: string) => void;
}

export interface HostLaunch extends RoomLaunch {
  /** The game, as the usual options give it. */
  readonly game: Omit<GameRequest, 'daily'>;
  readonly port: number | null;
  /** A standalone server to open the room on, instead of one in this process. */
  readonly server: Address | null;
  /** Come back to the host's unfinished room (`--resume`) rather than open a new one. */
  readonly resume?: boolean;
}

export interface JoinLaunch extends RoomLaunch {
  readonly address: Address & { readonly room: string };
  readonly watch: boolean;
}

/** The game a host asks for: the options given, the team the setup screen would start from. */
export function hostSpec(g: Omit<GameRequest, 'daily'>): GameSpec {
  return {
    difficulty: g.difficulty,
    players: g.players,
    cavers: g.team ? [...g.team] : startingTeam(g.caverCount),
    ...(g.easy ? { easy: true } : {}),
    ...(g.seed !== null ? { seed: g.seed } : {}),
  };
}

/** What friends type to join a room on a server given by its address (`wss://` kept, `ws://` left out). */
export function joinLineFor(url: string, room: string): string {
  const u = new URL(url);
  const tls = u.protocol === 'wss:';
  return joinLine(u.hostname, Number(u.port || (tls ? 443 : 80)), room, tls);
}

function clientOptions(url: string, o: RoomLaunch, storage: StorageOptions, seats: boolean): ConnectOptions {
  return { url, name: o.name, app: o.app, storage, ...(seats ? {} : { seats: null }) };
}

/** The folder a host's own server keeps its rooms in (hostRoom's default). */
function hostDir(storage: StorageOptions): string {
  return join(dataDir(storage.env), 'host');
}

/** Where the server is, as a refusal names it. */
function serverText(url: string): string {
  return url.replace(/^ws:\/\//, '');
}

export async function launchHost(o: HostLaunch): Promise<number> {
  const storage: StorageOptions = { env: process.env };
  const game = hostSpec(o.game);
  let hosted: HostedRoom | null = null;
  let client: RoomClient;
  let joinLines: string[];
  if (o.server === null) {
    let made: Awaited<ReturnType<typeof hostRoom>>;
    try {
      made = await hostRoom({
        name: o.name,
        game,
        ...(o.password !== null ? { password: o.password } : {}),
        ...(o.port !== null ? { port: o.port } : {}),
        ...(o.resume ? { resume: true } : {}),
        env: process.env,
        app: o.app,
        aiWorkerUrl: new URL('./ai-worker.js', import.meta.url),
      });
    } catch (e) {
      const why =
        (e as NodeJS.ErrnoException).code === 'EADDRINUSE'
          ? say('room.cli.port-in-use', { port: o.port ?? 0 })
          : e instanceof Error
            ? e.message
            : String(e);
      o.err(`subterra: ${say('room.cli.cannot-serve', { why })}\n`);
      return 1;
    }
    if (!('server' in made)) {
      o.err(
        `subterra: ${
          o.resume && made.code === 'no-such-room'
            ? say('room.cli.no-room-to-resume', { dir: hostDir(storage) })
            : say('room.cli.cannot-serve', { why: netErrorText(made, null, null) })
        }\n`,
      );
      return 1;
    }
    hosted = made;
    joinLines = [...made.addresses];
    const r = await connectRoom(clientOptions(made.localUrl, o, storage, false), {
      join: made.code,
      token: made.token,
    });
    if (!r.ok) {
      await made.close();
      o.err(`subterra: ${say('room.cli.cannot-serve', { why: netErrorText(r.error, null, null) })}\n`);
      return 1;
    }
    client = r.client;
  } else {
    const r = await connectRoom(clientOptions(o.server.url, o, storage, true), {
      create: game,
      ...(o.password !== null ? { password: o.password } : {}),
    });
    if (!r.ok) {
      o.err(
        `subterra: ${say('room.cli.cannot-host', { server: serverText(o.server.url), why: netErrorText(r.error, null, null) })}\n`,
      );
      return 1;
    }
    client = r.client;
    joinLines = [joinLineFor(o.server.url, client.room!.code)];
  }
  o.out(
    `${say('room.cli.join-lines')}\n${joinLines.map((a) => `${say('room.cli.join-line', { address: a })}\n`).join('')}`,
  );
  const named = game.seed !== undefined ? { seed: game.seed } : {};
  const code = await play(client, o, { joinLines, hosting: hosted !== null, named });
  await hosted?.close();
  return code;
}

export async function launchJoin(o: JoinLaunch): Promise<number> {
  const storage: StorageOptions = { env: process.env };
  const { url, room } = o.address;
  const req: RoomRequest = {
    join: room,
    ...(o.password !== null ? { password: o.password } : {}),
    ...(o.watch ? { watch: true } : {}),
  };
  let r = await connectRoom(clientOptions(url, o, storage, true), req);
  // A seat token the room no longer knows (a room opened again under the same code): come in anew.
  if (!r.ok && r.error.code === 'bad-token') {
    fileSeatStore(storage).forget(url, room);
    r = await connectRoom(clientOptions(url, o, storage, true), req);
  }
  if (!r.ok) {
    o.err(`subterra: ${say('room.cli.cannot-join', { room, server: serverText(url), why: joinError(r.error) })}\n`);
    return 1;
  }
  return play(r.client, o, { joinLines: [joinLineFor(url, room)], hosting: false, named: {} });
}

/** Why a join failed, in words (the server's refusal, or the connection's). */
function joinError(e: NetError): string {
  return netErrorText(e, null, null);
}

/** The room's screen until the player leaves; then where the record went (the game over) or how to come back. */
async function play(
  client: RoomClient,
  o: RoomLaunch,
  room: { joinLines: readonly string[]; hosting: boolean; named: Pick<GameSpec, 'seed' | 'setup'> },
): Promise<number> {
  const storage: StorageOptions = { env: process.env };
  const table = openTable(storage, o.color);
  // The hint, thought here from the public view (as at a local table).
  const advisor = gameAdvisor();
  const code = client.room!.code;
  await fullScreen(
    () =>
      render(
        <RoomApp
          {...table.appProps}
          client={client}
          joinLines={room.joinLines}
          hosting={room.hosting}
          named={room.named}
          advisor={advisor}
          onExit={() => {}}
        />,
        { exitOnCtrlC: false, patchConsole: true },
      ),
    () => client.close(),
  );
  client.close();
  advisor.close?.();
  const lines = [say('room.cli.left-over', { room: code })];
  if (client.savedTo !== null)
    lines.push(say('room.cli.saved', { file: client.savedTo }), say('room.cli.watch-it', { file: client.savedTo }));
  else if (client.game?.over !== true && client.me?.role === 'player')
    lines.push(
      room.hosting ? say('room.cli.resume-host') : say('room.cli.rejoin', { address: room.joinLines[0] ?? code }),
    );
  o.out(`${lines.join('\n')}\n`);
  return 0;
}
