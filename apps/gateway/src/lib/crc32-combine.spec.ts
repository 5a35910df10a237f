import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { crc32Combine, crc32ShiftOperator } from './crc32-combine';

describe('crc32Combine', () => {
  it.each([
    [0, 0],
    [0, 5],
    [5, 0],
    [1, 1],
    [24, 7],
    [1000, 65_537],
    [131_072, 24],
  ])('joins the checksums of %i and %i bytes into the checksum of both in a row', (firstLength, secondLength) => {
    const [first, second] = [randomBytes(firstLength), randomBytes(secondLength)];
    const joined = crc32Combine(crc32(first), crc32(second), crc32ShiftOperator(second.length));
    expect(joined).toBe(crc32(Buffer.concat([first, second])));
  });

  it('joins many pieces in order, as a page split at its nonces is', () => {
    const pieces = [randomBytes(300), Buffer.from('nonce'), randomBytes(0), Buffer.from('nonce'), randomBytes(4096)];
    const joined = pieces.reduce((checksum, piece) => crc32Combine(checksum, crc32(piece), crc32ShiftOperator(piece.length)), 0);
    expect(joined).toBe(crc32(Buffer.concat(pieces)));
  });
});
