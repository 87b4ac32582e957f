import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** The text handed on at a time; the event loop runs between two of them. */
const PIECE_CHARS = 16 * 1024;

/** What a ZIP may hold: its entries, and their bytes once inflated, all together. */
export interface ZipLimits {
  maxEntries: number;
  maxBytes: number;
  tooManyEntries: () => Error;
  tooLarge: () => Error;
}

/**
 * A ZIP's entries, from its central directory: refused past `maxEntries`, and when the sizes they declare add
 * up to more than `maxBytes`, before anything is inflated (an XLSX, a ZIP of supplier XMLs).
 */
export async function zipEntries(
  bytes: Buffer,
  limits: ZipLimits,
): Promise<{ zip: ZipFile; entries: Map<string, Entry> }> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  if (zip.entryCount > limits.maxEntries) throw limits.tooManyEntries();
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  // The sizes the central directory declares, before anything is inflated.
  let declared = 0;
  for (const entry of entries.values()) declared += entry.uncompressedSize;
  if (declared > limits.maxBytes) throw limits.tooLarge();
  return { zip, entries };
}

/**
 * An entry's text, inflated as it is read, in pieces with a turn of the event loop between them. The inflated
 * bytes are counted against the budget as they come, in case the central directory lied about them.
 */
export function entryText(
  zip: ZipFile,
  entry: Entry,
  budget: { left: number },
  partLimit: number,
  tooLarge: () => Error,
): Readable {
  async function* pieces() {
    if (entry.uncompressedSize > partLimit) throw tooLarge();
    const stream = await new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
    );
    const decoder = new TextDecoder('utf-8');
    let read = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        read += chunk.length;
        budget.left -= chunk.length;
        if (budget.left < 0 || read > partLimit) throw tooLarge();
        // Decoded across chunks, so a character split between two is not broken.
        const text = decoder.decode(chunk, { stream: true });
        for (let start = 0; start < text.length; start += PIECE_CHARS) {
          yield text.slice(start, start + PIECE_CHARS);
          await nextTurn();
        }
      }
      const rest = decoder.decode();
      if (rest) yield rest;
    } finally {
      stream.destroy();
    }
  }
  return Readable.from(pieces());
}
