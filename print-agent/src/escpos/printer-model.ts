import { createRequire } from 'node:module';

/** Character sets node-thermal-printer knows (its `CharacterSet` enum), named as its config expects. */
export const characterSetNames = [
  'PC437_USA',
  'PC850_MULTILINGUAL',
  'PC860_PORTUGUESE',
  'PC863_CANADIAN_FRENCH',
  'PC865_NORDIC',
  'PC851_GREEK',
  'PC857_TURKISH',
  'PC737_GREEK',
  'ISO8859_7_GREEK',
  'WPC1252',
  'PC866_CYRILLIC2',
  'PC852_LATIN2',
  'SLOVENIA',
  'PC858_EURO',
  'WPC775_BALTIC_RIM',
  'PC855_CYRILLIC',
  'PC861_ICELANDIC',
  'PC862_HEBREW',
  'PC864_ARABIC',
  'PC869_GREEK',
  'ISO8859_2_LATIN2',
  'ISO8859_15_LATIN9',
  'PC1125_UKRANIAN',
  'WPC1250_LATIN2',
  'WPC1251_CYRILLIC',
  'WPC1253_GREEK',
  'WPC1254_TURKISH',
  'WPC1255_HEBREW',
  'WPC1256_ARABIC',
  'WPC1257_BALTIC_RIM',
  'WPC1258_VIETNAMESE',
  'KZ1048_KAZAKHSTAN',
  'JAPAN',
  'KOREA',
  'CHINA',
  'HK_TW',
  'TCVN_VIETNAMESE',
  'VISCII',
] as const;
export type CharacterSetName = (typeof characterSetNames)[number];

export const printerTypeNames = ['epson', 'star', 'tanca', 'daruma', 'brother', 'custom'] as const;
export type PrinterTypeName = (typeof printerTypeNames)[number];

interface EpsonConfig {
  CODE_PAGES: Record<string, string>;
  [command: string]: unknown;
}

const require = createRequire(import.meta.url);
/** The library's own ESC/POS constants: one source for the bytes we send and the ones the decoder reads. */
export const epsonConfig = require('node-thermal-printer/lib/types/epson-config') as EpsonConfig;

export function codePageCommand(characterSet: CharacterSetName): Buffer {
  return epsonConfig[`CODE_PAGE_${characterSet}`] as Buffer;
}

/** `ESC t n` table number -> iconv-lite encoding, derived from the library's table (first name wins). */
export const codePageEncodings: ReadonlyMap<number, string> = (() => {
  const table = new Map<number, string>();
  for (const name of characterSetNames) {
    const command = codePageCommand(name);
    const encoding = epsonConfig.CODE_PAGES[name];
    if (command?.[0] === 0x1b && command[1] === 0x74 && encoding && !table.has(command[2]!)) {
      table.set(command[2]!, encoding);
    }
  }
  return table;
})();

/** Printable width in dots: 12 dots per font A character (48 -> 576 on 80 mm, 32 -> 384 on 58 mm). */
export function printableDots(width: number, dotsWidth?: number): number {
  return dotsWidth ?? width * 12;
}
