// Room codes: a word and six characters (`RIVER-7Q4KXM`), easy to read out and hard to guess. The word
// is one of 256 (8 bits) and the characters Crockford's base 32 (5 bits each, 30 bits): 38 bits in all,
// about 2.7e11 codes. With a server holding its limit of 1000 rooms, a guess finds one with a chance of
// about 4e-9; an address may make `failedJoins` wrong guesses a minute (10 by default), so a million
// guesses (a century at that pace from one address) would find one with a chance under 0.4%. A room
// may also have a password.
import { randomBytes } from 'node:crypto';

// prettier-ignore
export const ROOM_WORDS: readonly string[] = [
  'ABYSS', 'ADIT', 'AGATE', 'ALCOVE', 'AMBER', 'ANVIL', 'ARCH', 'ASH', 'ASPEN', 'AXE', 'BADGER',
  'BASALT', 'BASIN', 'BAT', 'BEACON', 'BEAM', 'BEAR', 'BELL', 'BIRCH', 'BLADE', 'BLAZE', 'BOG',
  'BONE', 'BOULDER', 'BRACE', 'BRANCH', 'BRASS', 'BRIDGE', 'BROOK', 'BURROW', 'CABLE', 'CAIRN',
  'CALCITE', 'CANDLE', 'CANYON', 'CAVERN', 'CEDAR', 'CHALK', 'CHAMBER', 'CHASM', 'CHIMNEY',
  'CINDER', 'CLAY', 'CLIFF', 'CLOUD', 'COAL', 'COBALT', 'COPPER', 'CORAL', 'CORE', 'COVE', 'CRAG',
  'CRANE', 'CRATER', 'CREEK', 'CREST', 'CROW', 'CRYSTAL', 'CURRENT', 'DAGGER', 'DAWN', 'DEEP',
  'DELTA', 'DEN', 'DEPTH', 'DIAMOND', 'DOME', 'DRIFT', 'DRUM', 'DUNE', 'DUSK', 'DUST', 'EAGLE',
  'ECHO', 'EDGE', 'EMBER', 'EMERALD', 'FALCON', 'FAULT', 'FERN', 'FIELD', 'FLAME', 'FLINT',
  'FLOOD', 'FOG', 'FORGE', 'FOSSIL', 'FOX', 'FROST', 'GALENA', 'GARNET', 'GEODE', 'GEYSER',
  'GLACIER', 'GLEN', 'GLOW', 'GNEISS', 'GORGE', 'GRANITE', 'GRAVEL', 'GROTTO', 'GROVE', 'GULCH',
  'GYPSUM', 'HAMMER', 'HARBOR', 'HAWK', 'HAZEL', 'HEARTH', 'HELM', 'HERON', 'HILL', 'HOLLOW',
  'HORN', 'ICE', 'INLET', 'IRON', 'IVORY', 'JADE', 'JASPER', 'KEEL', 'KESTREL', 'KNOT', 'LAGOON',
  'LAKE', 'LANTERN', 'LARCH', 'LAVA', 'LEDGE', 'LICHEN', 'LIMESTONE', 'LYNX', 'MAGMA', 'MAPLE',
  'MARBLE', 'MARSH', 'MEADOW', 'MESA', 'MICA', 'MINE', 'MIST', 'MOLE', 'MOSS', 'MOTH', 'NEEDLE',
  'NICHE', 'NORTH', 'OAK', 'OBSIDIAN', 'OCEAN', 'OCHRE', 'ONYX', 'OPAL', 'ORE', 'OTTER', 'OWL',
  'PASS', 'PEAK', 'PEARL', 'PEBBLE', 'PINE', 'PIT', 'PLAIN', 'POOL', 'QUARRY', 'QUARTZ', 'RAIN',
  'RAVEN', 'RAVINE', 'REED', 'REEF', 'RIDGE', 'RIFT', 'RIVER', 'ROCK', 'ROPE', 'RUBBLE', 'RUBY',
  'RUNE', 'SABLE', 'SALT', 'SAND', 'SHAFT', 'SHALE', 'SHORE', 'SILT', 'SILVER', 'SINK', 'SLATE',
  'SLOPE', 'SNOW', 'SPAR', 'SPIRE', 'SPRING', 'SPRUCE', 'STAG', 'STAR', 'STEEL', 'STONE', 'STORM',
  'STREAM', 'SUMMIT', 'SWIFT', 'TALC', 'TARN', 'THUNDER', 'TIDE', 'TIMBER', 'TOPAZ', 'TORCH',
  'TOWER', 'TRAIL', 'TUNNEL', 'UMBER', 'VALE', 'VALLEY', 'VAULT', 'VEIN', 'VENT', 'VOLE', 'WARREN',
  'WATER', 'WELL', 'WHARF', 'WILLOW', 'WIND', 'WOLF', 'WREN', 'YEW', 'ZINC', 'ZIRCON', 'ADDER',
  'BRINE', 'CAVE', 'DRAKE', 'FJORD', 'HEATH', 'KILN', 'LOCH', 'MOOR', 'NOOK', 'OASIS', 'PRISM',
  'QUILL', 'SCREE', 'TALUS', 'TOR', 'UPLAND', 'WEIR', 'BEETLE', 'CLOVER', 'DELVE', 'GULF', 'PLUME',
  'SPUR', 'TOAD',
];

/** Crockford's base 32 in capitals: no I, L, O or U. */
const DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_CHARS = 6;
/** The bits of chance in a code: the word's and the characters'. */
export const CODE_BITS = Math.log2(ROOM_WORDS.length) + 5 * CODE_CHARS;

/** A new room code (node:crypto's randomness). */
export function newRoomCode(): string {
  const b = randomBytes(1 + CODE_CHARS);
  let tail = '';
  for (let i = 1; i <= CODE_CHARS; i++) tail += DIGITS[b[i] & 31];
  return `${ROOM_WORDS[b[0]]}-${tail}`;
}

/**
 * A code as typed, in its one spelling (capitals; the characters Crockford's base 32 reads the same: O
 * as 0, I and L as 1), or null when it cannot be one: a word of letters, a hyphen, then letters and digits.
 */
export function normalizeCode(text: string): string | null {
  const m = /^([A-Za-z]{2,12})-([A-Za-z0-9]{4,12})$/.exec(text.trim());
  if (!m) return null;
  const tail = m[2].toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  if (/U/.test(tail)) return null;
  return `${m[1].toUpperCase()}-${tail}`;
}
