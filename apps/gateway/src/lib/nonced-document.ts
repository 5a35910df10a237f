import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';
import { crc32Combine, crc32ShiftOperator } from './crc32-combine';
import { NoncedBrotli } from './nonced-brotli';

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty, final stored deflate block: ends the stream after the last flushed segment. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const deflateRawAsync = promisify(deflateRaw);

/**
 * A rendered page kept without its CSP nonce, so that every response of a shared page carries a nonce
 * of its own. The page was rendered with a placeholder (random per process, so content cannot contain
 * it); each response puts a fresh nonce where the placeholder was.
 *
 * The gzip form is compressed once, not per response: each part between two nonces is deflated on its
 * own and ends on a byte boundary (sync flush), so the parts and the nonces, written as stored
 * (uncompressed) deflate blocks, join into one valid gzip stream. Only the checksum is computed per
 * response, and only over the nonces: each part's own checksum is kept and joined to theirs
 * (`crc32Combine`), so a response does not read the page's bytes once more.
 *
 * The Brotli form is prepared once in the background (`NoncedBrotli`); until it is ready, or for a page
 * it cannot be made of, `brotli` gives null and the gzip form is sent.
 */
export class NoncedDocument {
  private readonly parts: Buffer[];
  private readonly deflatedParts: Buffer[];
  /** Per part: its CRC-32, and the operator that moves a checksum past its bytes. */
  private readonly checksums: { crc: number; shift: number }[];
  /** The bytes of the page without its nonces. */
  private readonly partsLength: number;
  /** Memory held by the document, plain and compressed (the Brotli form, made later, counted at the gzip form's size, about what it takes). */
  readonly bytes: number;
  private brotliForm: NoncedBrotli | null = null;
  /** Settles once the Brotli form is ready or known to be unavailable. */
  readonly brotliPrepared: Promise<void>;

  /**
   * The document of `html`, its gzip form compressed in zlib's thread pool: a render's page costs the
   * event loop no compression, so answers from the cache do not wait behind it.
   */
  static async create(html: string, placeholder: string): Promise<NoncedDocument> {
    const parts = html.split(placeholder).map((part) => Buffer.from(part, 'utf8'));
    const deflatedParts = await Promise.all(
      parts.map((part) =>
        // zlib's default level: on the largest pages about 1 ms less of a render not yet cached than the
        // best compression, for 0.5 % more bytes (ADR 044).
        deflateRawAsync(part, { level: constants.Z_DEFAULT_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }),
      ),
    );
    return new NoncedDocument(parts, deflatedParts, placeholder);
  }

  private constructor(parts: Buffer[], deflatedParts: Buffer[], placeholder: string) {
    this.parts = parts;
    this.deflatedParts = deflatedParts;
    this.checksums = this.parts.map((part) => ({ crc: crc32(part), shift: crc32ShiftOperator(part.length) }));
    this.partsLength = this.parts.reduce((sum, part) => sum + part.length, 0);
    this.bytes = [...this.parts, ...this.deflatedParts, ...this.deflatedParts].reduce((sum, part) => sum + part.length, 0);
    this.brotliPrepared = NoncedBrotli.compress(this.parts, Buffer.byteLength(placeholder, 'utf8')).then(
      (brotli) => {
        this.brotliForm = brotli;
      },
      () => undefined,
    );
  }

  /** The page's Brotli stream with `nonce`; null while it is being prepared or where it cannot be made. */
  brotli(nonce: string): Buffer | null {
    return this.brotliForm?.stream(nonce) ?? null;
  }

  html(nonce: string): Buffer {
    return Buffer.concat(this.interleave(this.parts, Buffer.from(nonce, 'utf8')));
  }

  gzip(nonce: string): Buffer {
    const nonceBytes = Buffer.from(nonce, 'utf8');
    let checksum = this.checksums[0].crc;
    for (const part of this.checksums.slice(1)) {
      checksum = crc32Combine(crc32(nonceBytes, checksum), part.crc, part.shift);
    }
    const length = this.partsLength + nonceBytes.length * (this.parts.length - 1);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(checksum >>> 0, 0);
    trailer.writeUInt32LE(length % 2 ** 32, 4);
    return Buffer.concat([GZIP_HEADER, ...this.interleave(this.deflatedParts, storedBlock(nonceBytes)), FINAL_EMPTY_BLOCK, trailer]);
  }

  private interleave(parts: Buffer[], between: Buffer): Buffer[] {
    return parts.flatMap((part, index) => (index === 0 ? [part] : [between, part]));
  }
}

/** A non-final stored deflate block; the stream before it is byte-aligned after a sync flush. */
function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt8(0x00, 0);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}
