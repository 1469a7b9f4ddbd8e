import { closeSync, openSync, readSync } from 'node:fs';
import { endianness } from 'node:os';

// The WAL-index header at the start of the `-shm` file (https://www.sqlite.org/walformat.html §2.2):
// two copies of a 48-byte header, then the checkpoint information. Its layout is part of SQLite's
// file format, fixed because processes linked against different SQLite versions share the file.
const HEADER_BYTES = 48;
/** WalIndexHdr.mxFrame: the last valid frame of the WAL, counted from its start over. */
const MX_FRAME = 16;
/** WalCkptInfo.nBackfill: how many of those frames a checkpoint has copied into the database. */
const N_BACKFILL = 2 * HEADER_BYTES;
/** The fields are in the host's byte order. */
const LITTLE_ENDIAN = endianness() === 'LE';

/**
 * Reads how far the WAL is ahead of the database: what SQLite's automatic checkpoint looks at after
 * each COMMIT, which better-sqlite3 does not hand to JavaScript (it exposes no WAL hook). One pread of
 * 100 bytes; the file is the shared memory SQLite maps, so it reads what every connection sees.
 */
export class WalIndex {
  readonly #path: string;
  readonly #bytes = Buffer.alloc(N_BACKFILL + 4);
  readonly #view = new DataView(this.#bytes.buffer, this.#bytes.byteOffset, this.#bytes.length);
  #fd: number | undefined;

  constructor(databasePath: string) {
    this.#path = `${databasePath}-shm`;
  }

  /**
   * Frames in the WAL that no checkpoint has copied into the database yet; undefined when the file
   * cannot be read, or a writer was changing the header as it was read (its two copies differ).
   */
  pendingFrames(): number | undefined {
    try {
      this.#fd ??= openSync(this.#path, 'r');
      if (readSync(this.#fd, this.#bytes, 0, this.#bytes.length, 0) < this.#bytes.length) return undefined;
    } catch {
      return undefined;
    }
    // SQLite writes the second copy, then the first, and reads the first, then the second: copies
    // that differ were read while a commit changed them.
    if (!this.#bytes.subarray(0, HEADER_BYTES).equals(this.#bytes.subarray(HEADER_BYTES, N_BACKFILL))) return undefined;
    const last = this.#view.getUint32(MX_FRAME, LITTLE_ENDIAN);
    const copied = this.#view.getUint32(N_BACKFILL, LITTLE_ENDIAN);
    return Math.max(0, last - copied);
  }

  close(): void {
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = undefined;
  }
}
