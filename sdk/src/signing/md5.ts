// Pure MD5 of a string's UTF-8 bytes, as hex: the jeecg signature's hash, small enough for the login page's first load.

// K[i] = floor(|sin(i + 1)| * 2^32) (RFC 1321, 3.4); the test checks every digest against node:crypto.
const K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);
const S = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const encoder = new TextEncoder();

/** Lower-case hex MD5 of `text` encoded as UTF-8. */
export function md5Hex(text: string): string {
  const bytes = encoder.encode(text);
  // Message, 0x80, zeros to 56 mod 64, then the bit length as a 64-bit little-endian number.
  const padded = new Uint8Array((((bytes.length + 8) >>> 6) + 1) << 6);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, (bytes.length << 3) >>> 0, true);
  view.setUint32(padded.length - 4, Math.floor(bytes.length / 0x20000000), true);
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  const m = new Array<number>(16);
  for (let off = 0; off < padded.length; off += 64) {
    for (let j = 0; j < 16; j++) m[j] = view.getUint32(off + j * 4, true);
    let [a, b, c, d] = h as [number, number, number, number];
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
    h[0] = (h[0]! + a) | 0;
    h[1] = (h[1]! + b) | 0;
    h[2] = (h[2]! + c) | 0;
    h[3] = (h[3]! + d) | 0;
  }
  let hex = '';
  for (const word of h)
    for (let k = 0; k < 4; k++) hex += ((word >>> (k * 8)) & 0xff).toString(16).padStart(2, '0');
  return hex;
}
