import { createHash, randomBytes } from 'node:crypto';

/**
 * A per-client rate limit that never learns who the client is: the key is a hash of the client's address with a
 * salt drawn at random each day and held only in this process's memory, so a key cannot be linked to an address,
 * nor to the same address on another day. Nothing of it is stored.
 *
 * Each key has a bucket of `perMinute` requests that refills continuously; a request finding it empty is refused.
 */
export class RateLimiter {
  private salt = { day: '', bytes: Buffer.alloc(0) };
  private buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute: number,
    /** Most keys kept; beyond it the longest-idle ones go (a flood of addresses cannot grow memory without bound). */
    private readonly maxKeys = 50_000,
  ) {}

  /** The salted hash of an address, with the salt of `now`'s day (UTC). */
  key(address: string, now = Date.now()): string {
    const day = new Date(now).toISOString().slice(0, 10);
    if (this.salt.day !== day) {
      this.salt = { day, bytes: randomBytes(32) };
      this.buckets.clear();
    }
    return createHash('sha256').update(this.salt.bytes).update(address).digest('base64url');
  }

  /** Whether the client at `address` may send one more request now (and counts it). */
  allow(address: string, now = Date.now()): boolean {
    const key = this.key(address, now);
    const bucket = this.buckets.get(key) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + ((now - bucket.at) / 60_000) * this.perMinute);
    bucket.at = now;
    // Re-inserted so that the map's order is least recently seen first.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}
