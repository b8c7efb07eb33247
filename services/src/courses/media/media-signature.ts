import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signs media links so a <video> element (which sends no token) may fetch a clip the course page
 * granted. The key lives in this process only: links end when the service restarts, between one and two `ttlMs` after they are handed out.
 */
export function createMediaSigner(ttlMs = 6 * 3_600_000) {
  const key = randomBytes(32);
  const sign = (file: string, expires: number) => createHmac('sha256', key).update(`${file}:${expires}`).digest('base64url');
  return {
    query(file: string, now: Date) {
      // Whole windows, so the same clip keeps the same link for a while and the player does not reload it.
      const expires = (Math.floor(now.getTime() / ttlMs) + 2) * ttlMs;
      return `expires=${expires}&signature=${sign(file, expires)}`;
    },
    verify(file: string, expires: number, signature: string, now: Date) {
      if (!Number.isSafeInteger(expires) || expires < now.getTime()) return false;
      const expected = Buffer.from(sign(file, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;
