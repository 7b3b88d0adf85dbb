// Pure MD5 of a string's UTF-8 bytes, as hex: the jeecg signature's hash, small enough for the login page's first load.

// K[i] = floor(|sin(i + 1)| * 2^32) (RFC 1321, 3.4); the test checks every digest against node:crypto.
const K = Int32Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32));
const S = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const encoder = new TextEncoder();
// Reused between calls (hashing is synchronous): signing a request allocates nothing; longer bodies get their own.
const shared = new Uint8Array(1 << 16);
const m = new Int32Array(16);

/** Lower-case hex MD5 of `text` encoded as UTF-8. */
export function md5Hex(text: string): string {
  // UTF-8 takes at most 3 bytes per UTF-16 code unit; room for the padding and length besides.
  const room = (((text.length * 3 + 8) >>> 6) + 1) << 6;
  const bytes = room <= shared.length ? shared : new Uint8Array(room);
  const length = encoder.encodeInto(text, bytes).written;
  // Message, 0x80, zeros to 56 mod 64, then the bit length as a 64-bit little-endian number.
  const blocks = (((length + 8) >>> 6) + 1) << 6;
  bytes[length] = 0x80;
  bytes.fill(0, length + 1, blocks - 8);
  const bits = length * 8;
  const high = Math.floor(length / 0x20000000);
  for (let k = 0; k < 4; k++) {
    bytes[blocks - 8 + k] = (bits >>> (k * 8)) & 0xff;
    bytes[blocks - 4 + k] = (high >>> (k * 8)) & 0xff;
  }
  let h0 = 0x67452301;
  let h1 = 0xefcdab89 | 0;
  let h2 = 0x98badcfe | 0;
  let h3 = 0x10325476;
  for (let off = 0; off < blocks; off += 64) {
    for (let j = 0; j < 16; j++) {
      const o = off + j * 4;
      m[j] = bytes[o]! | (bytes[o + 1]! << 8) | (bytes[o + 2]! << 16) | (bytes[o + 3]! << 24);
    }
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    for (let i = 0; i < 64; i++) {
      const round = i >> 4;
      const f =
        round === 0
          ? (b & c) | (~b & d)
          : round === 1
            ? (d & b) | (~d & c)
            : round === 2
              ? b ^ c ^ d
              : c ^ (b | ~d);
      const g =
        round === 0 ? i : round === 1 ? (5 * i + 1) & 15 : round === 2 ? (3 * i + 5) & 15 : (7 * i) & 15;
      const sum = (a + f + K[i]! + m[g]!) | 0;
      const s = S[(round << 2) | (i & 3)]!;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << s) | (sum >>> (32 - s)))) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
  }
  return word(h0) + word(h1) + word(h2) + word(h3);
}

/** A state word as MD5 prints it: its bytes little-endian, so swapped before printing. */
const word = (w: number): string =>
  (((w << 24) | ((w & 0xff00) << 8) | ((w >>> 8) & 0xff00) | (w >>> 24)) >>> 0).toString(16).padStart(8, '0');
