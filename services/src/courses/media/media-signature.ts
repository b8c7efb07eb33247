import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Whom a link was handed to: a learner's id, or `public` for a free preview anyone may watch. */
export type MediaAudience = string;
export const publicMediaAudience: MediaAudience = 'public';

/**
 * Signs media links so a <video> element (which sends no token of its own) may fetch a clip the learner was granted.
 * A link names its learner and is short-lived: between one and two `ttlMs` after it is handed out. The key lives in
 * this process only, so links also end when the service restarts.
 */
export function createMediaSigner(ttlMs = 10 * 60_000) {
  const key = randomBytes(32);
  const sign = (file: string, audience: MediaAudience, expires: number) =>
    createHmac('sha256', key).update(`${file}:${audience}:${expires}`).digest('base64url');
  return {
    ttlMs,
    query(file: string, audience: MediaAudience, now: Date) {
      // Whole windows, so the same clip keeps the same link for a while and the player does not reload it.
      const expires = (Math.floor(now.getTime() / ttlMs) + 2) * ttlMs;
      return new URLSearchParams({
        audience,
        expires: String(expires),
        signature: sign(file, audience, expires),
      }).toString();
    },
    verify(file: string, audience: MediaAudience, expires: number, signature: string, now: Date) {
      if (!Number.isSafeInteger(expires) || expires < now.getTime() || expires > now.getTime() + 2 * ttlMs)
        return false;
      const expected = Buffer.from(sign(file, audience, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;
