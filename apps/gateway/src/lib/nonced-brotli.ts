import { randomBytes } from 'node:crypto';
import { brotliDecompress, constants, createBrotliCompress } from 'node:zlib';

/**
 * Brotli's quality for stored pages: compressed once per page, off the event loop, so a notch above what
 * @fastify/compress uses per response.
 */
const QUALITY = 5;

/**
 * A page's Brotli stream compressed once, into which each response puts its own nonce (ADR 157).
 *
 * The parts between two nonces are compressed by one encoder, each ended by a flush (whole meta-blocks,
 * byte-aligned). Where a nonce goes, the encoder is given a filler of the nonce's length, flushed on its
 * own, and that segment is dropped: each response puts an uncompressed meta-block with its nonce there
 * (RFC 7932, 9.2). The decoder then sees the same lengths and distances as the encoder did, and what
 * follows decodes the same as long as it depends on nothing but the lengths:
 * - the filler is made of bytes the page never contains, so no later match can copy from it;
 * - no two fillers share two bytes in a row (cut from one de Bruijn sequence), so a filler is coded as
 *   literals only and leaves the decoder's last distances as they were;
 * - literal context modelling is off, so the first literals after a nonce do not depend on its last bytes.
 * A stream is checked once, decompressed with a random nonce, before it is used.
 */
export class NoncedBrotli {
  private constructor(
    /** The compressed parts, the first with the stream's header, the last with its end. */
    private readonly segments: Buffer[],
    private readonly nonceBytes: number,
  ) {}

  /** The parts' stream, or null where the page leaves too few unused bytes for the fillers or the check fails. */
  static async compress(parts: Buffer[], nonceBytes: number): Promise<NoncedBrotli | null> {
    const fillers = fillersFor(parts, nonceBytes);
    if (!fillers) {
      return null;
    }
    const segments = await compressAround(parts, fillers);
    const brotli = new NoncedBrotli(segments, nonceBytes);
    const nonce = randomBytes(nonceBytes);
    const expected = Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part])));
    const decoded = await new Promise<Buffer | null>((resolve) =>
      brotliDecompress(brotli.withNonce(nonce), (error, result) => resolve(error ? null : result)),
    );
    return decoded?.equals(expected) ? brotli : null;
  }

  /** The stream with `nonce` in every place; null for a nonce of another length than the fillers'. */
  stream(nonce: string): Buffer | null {
    const bytes = Buffer.from(nonce, 'utf8');
    return bytes.length === this.nonceBytes ? this.withNonce(bytes) : null;
  }

  private withNonce(nonce: Buffer): Buffer {
    const block = uncompressedMetaBlock(nonce);
    return Buffer.concat(this.segments.flatMap((segment, index) => (index === 0 ? [segment] : [block, segment])));
  }
}

/** Compresses `parts` with `fillers` between them, and gives the parts' compressed segments without the fillers'. */
async function compressAround(parts: Buffer[], fillers: Buffer[]): Promise<Buffer[]> {
  const encoder = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: QUALITY,
      [constants.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1,
      [constants.BROTLI_PARAM_SIZE_HINT]: parts.reduce((sum, part) => sum + part.length, 0),
    },
  });
  let output: Buffer[] = [];
  encoder.on('data', (chunk: Buffer) => output.push(chunk));
  const flushed = async (data: Buffer): Promise<Buffer> => {
    encoder.write(data);
    await new Promise<void>((resolve) => encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => resolve()));
    const segment = Buffer.concat(output);
    output = [];
    return segment;
  };
  const segments: Buffer[] = [];
  for (const [index, part] of parts.entries()) {
    if (index > 0) {
      await flushed(fillers[index - 1]);
    }
    if (index < parts.length - 1) {
      segments.push(await flushed(part));
    }
  }
  const ended = new Promise<void>((resolve, reject) => encoder.once('end', resolve).once('error', reject));
  encoder.end(parts[parts.length - 1]);
  await ended;
  segments.push(Buffer.concat(output));
  return segments;
}

/** One filler per place between the parts, or null when the page leaves too few unused bytes for them. */
function fillersFor(parts: Buffer[], nonceBytes: number): Buffer[] | null {
  // A flag per byte value, set by an indexed loop: a page's 200 kB in well under a millisecond, where a
  // Set filled through the Buffer's iterator held the event loop for about ten.
  const used = new Uint8Array(256);
  for (const part of parts) {
    for (let index = 0; index < part.length; index += 1) {
      used[part[index]] = 1;
    }
  }
  const unused = Array.from({ length: 256 }, (_, byte) => byte).filter((byte) => used[byte] === 0);
  const needed = (parts.length - 1) * nonceBytes;
  if (unused.length < 2 || unused.length ** 2 < needed) {
    return null;
  }
  const sequence = deBruijnPairs(unused.length, needed).map((index) => unused[index]);
  return parts.slice(1).map((_, index) => Buffer.from(sequence.slice(index * nonceBytes, (index + 1) * nonceBytes)));
}

/**
 * The first `length` values of the de Bruijn sequence B(k, 2) over 0…k-1 (Fredricksen, Kessler, Maiorana),
 * whose k² values hold every pair of neighbours once. A page needs a few dozen of them, so the rest is not
 * made: for k near 256 the whole sequence held a render's event loop for milliseconds.
 */
function deBruijnPairs(k: number, length: number): number[] {
  const word = [0, 0, 0];
  const sequence: number[] = [];
  const extend = (t: number, p: number): void => {
    if (sequence.length >= length) {
      return;
    }
    if (t > 2) {
      if (2 % p === 0) {
        sequence.push(...word.slice(1, p + 1));
      }
      return;
    }
    word[t] = word[t - p];
    extend(t + 1, p);
    for (let value = word[t - p] + 1; value < k; value++) {
      word[t] = value;
      extend(t + 1, t);
    }
  };
  extend(1, 1);
  return sequence.slice(0, length);
}

/** A meta-block that is not the last, of `data` stored as it is (at most 65 536 bytes): 20 header bits and padding, then the bytes. */
function uncompressedMetaBlock(data: Buffer): Buffer {
  // ISLAST 0 (bit 0), MNIBBLES 0 = four nibbles (bits 1–2), MLEN-1 (bits 3–18), ISUNCOMPRESSED 1 (bit 19).
  const header = ((data.length - 1) << 3) | (1 << 19);
  return Buffer.concat([Buffer.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]), data]);
}
