/**
 * Joining CRC-32 checksums (the gzip checksum, polynomial 0xedb88320) without reading the data again:
 * the checksum of A followed by B from the checksums of A and B and B's length, as zlib's
 * `crc32_combine` computes it (`crc32.c`: `multmodp`, `x2nmodp`). Node's zlib binding offers `crc32`
 * but not the combination.
 */
const POLYNOMIAL = 0xedb88320;

/** a·b modulo the CRC polynomial, both as reflected 32-bit polynomials. */
function multiplyModulo(a: number, b: number): number {
  let product = 0;
  let factor = b;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) {
      product ^= factor;
    }
    factor = factor & 1 ? (factor >>> 1) ^ POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const POWERS_OF_X: number[] = [];
for (let power = 0x40000000, k = 0; k < 32; k += 1) {
  POWERS_OF_X.push(power);
  power = multiplyModulo(power, power);
}

/** The operator that moves a checksum past `length` bytes: x^(8·length) modulo the polynomial. */
export function crc32ShiftOperator(length: number): number {
  let operator = 0x80000000;
  // 8·length = length·2^3: one factor x^(2^k) for each bit of length, starting at k = 3.
  for (let rest = length, k = 3; rest > 0; rest = Math.floor(rest / 2), k += 1) {
    if (rest % 2 === 1) {
      operator = multiplyModulo(POWERS_OF_X[k % 32], operator);
    }
  }
  return operator;
}

/** The checksum of A followed by B, from A's checksum, B's checksum and B's shift operator. */
export function crc32Combine(first: number, second: number, secondShift: number): number {
  return (multiplyModulo(secondShift, first) ^ second) >>> 0;
}
