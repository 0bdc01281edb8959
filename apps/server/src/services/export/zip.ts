// A ZIP archive (PKWARE APPNOTE 6.3, the subset every unzip reads): deflated entries, UTF-8
// names, one central directory. Small enough to own rather than add a dependency for one export.
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

/** 1980-01-01 00:00 in MS-DOS time: the entries carry no meaningful date of their own. */
const DOS_TIME = 0;
const DOS_DATE = (1 << 5) | 1;
/** General purpose flag bit 11: the names are UTF-8. */
const UTF8 = 0x0800;
const DEFLATE = 8;

/** Version 2.0 of the format: what deflate needs, and what the archive is made by. */
const VERSION = 20;

/** What an entry's local header and its central directory record both carry, in this order. */
interface EntryFields {
  crc: number;
  compressedSize: number;
  size: number;
  name: Buffer;
}

/**
 * Writes the run of fields the two headers share, from the version needed to extract to the
 * name's length, at `at`; the extra field and comment lengths stay 0 (Buffer.alloc zeroes).
 */
function writeEntryFields(header: Buffer, at: number, fields: EntryFields): void {
  header.writeUInt16LE(VERSION, at);
  header.writeUInt16LE(UTF8, at + 2);
  header.writeUInt16LE(DEFLATE, at + 4);
  header.writeUInt16LE(DOS_TIME, at + 6);
  header.writeUInt16LE(DOS_DATE, at + 8);
  header.writeUInt32LE(fields.crc, at + 10);
  header.writeUInt32LE(fields.compressedSize, at + 14);
  header.writeUInt32LE(fields.size, at + 18);
  header.writeUInt16LE(fields.name.length, at + 22);
}

export function zip(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const fields = { crc, compressedSize: compressed.length, size: entry.data.length, name };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(VERSION, 4);
    writeEntryFields(central, 6, fields);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  const all = Buffer.concat([...locals, directory, end]);
  return new Uint8Array(all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength));
}
