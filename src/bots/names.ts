// The bots `subterra sim` can seat, by name, and which of them peek (seat.ts makes them). A module
// of its own, importing nothing, so that the command line can check a name without loading a bot.
export const BOT_NAMES = ['ai', 'greedy', 'random'] as const;
export type BotName = (typeof BOT_NAMES)[number];

export function isBotName(v: unknown): v is BotName {
  return typeof v === 'string' && (BOT_NAMES as readonly string[]).includes(v);
}

/** Does this bot see what a player at the table cannot? (seat.ts says why for each.) */
export const PEEKS: Readonly<Record<BotName, boolean>> = { ai: false, greedy: true, random: false };
