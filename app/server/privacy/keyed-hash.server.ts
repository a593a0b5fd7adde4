/**
 * Keyed hashes and signatures, HMAC-SHA-256 in hex: what the site keeps or sends in place of what
 * it was made from. The rate limit and the confirmation caps count by a keyed hash of an address,
 * the newsletter's opt-in link carries one as its signature, and the erasure ledger holds one of
 * each erased address. Without the key a hash cannot be tried back against a list of candidates.
 * Web Crypto only, so the Worker and the operators' scripts (Node) run the same code.
 */
const encoder = new TextEncoder();

/** HMAC-SHA-256 of `message` keyed with `key`, in hex. */
export async function keyedHash(key: string, message: string): Promise<string> {
  const hmacKey = await crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return hex(new Uint8Array(await crypto.subtle.sign("HMAC", hmacKey, encoder.encode(message))));
}

/**
 * Whether `given` is the signature `expected`, in a time that does not depend on where they
 * differ: both are hashed again under `expected` first, so a caller learns nothing from timing.
 */
export async function sameSignature(expected: string, given: string): Promise<boolean> {
  const [a, b] = await Promise.all([keyedHash(expected, given), keyedHash(expected, expected)]);
  return a === b;
}

/** A fresh random key of 32 bytes, in hex. */
export function randomKey(): string {
  return hex(crypto.getRandomValues(new Uint8Array(32)));
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
