import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isDeviceId } from '@rasad/auth/client-address.ts';
import { parseCookieHeader } from '@rasad/contracts/cookie-header.ts';
import { cookiePair, twoYearsSeconds } from './auth-cookies.ts';
import { keyFromEnvironment } from './key-from-environment.ts';

/**
 * The device cookie: a random id the gateway gives a browser the first time it signs up, signed so that nobody can
 * write another browser's id (and spend that browser's share of sign-ups), HttpOnly so no script reads it, kept two
 * years. The accounts service limits the sign-ups of one device a day (`SIGN_UPS_PER_DEVICE_PER_DAY`); a client that
 * throws the cookie away is a new device each time, which the per-address limit and the earned quota still hold.
 */
export const deviceCookieName = 'device';

/**
 * DEVICE_COOKIE_KEY: 64 hex digits. Without it a fixed development key is used; production sets its own (changing
 * it makes every browser a new device once).
 */
const deviceCookieKey = keyFromEnvironment('DEVICE_COOKIE_KEY', 'rasad development device cookie key');

const signatureOf = (id: string) => createHmac('sha256', deviceCookieKey()).update(id).digest('base64url');

/** The cookie's value for a device id: `id.signature`. */
export function signedDevice(id: string): string {
  return `${id}.${signatureOf(id)}`;
}

/** The device id a cookie header carries, when its signature is the gateway's; else undefined. */
export function verifiedDevice(cookieHeader: string | null | undefined): string | undefined {
  const value = parseCookieHeader(cookieHeader ?? null).get(deviceCookieName);
  if (!value) return undefined;
  const [id, signature, ...rest] = value.split('.');
  if (rest.length > 0 || !isDeviceId(id) || signature === undefined) return undefined;
  const expected = Buffer.from(signatureOf(id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/** A request's device: the one its cookie names, or one minted when first asked for (then set on the response). */
export class RequestDevice {
  private minted: string | undefined;

  constructor(private readonly verified: string | undefined) {}

  static of(headers: Headers): RequestDevice {
    return new RequestDevice(verifiedDevice(headers.get('cookie')));
  }

  /** The device id, minting one (16 random bytes) for a browser without a valid cookie. */
  id(): string {
    return this.verified ?? (this.minted ??= randomBytes(16).toString('base64url'));
  }

  /** The Set-Cookie header for a device minted during the request; undefined when the browser's cookie stands. */
  setCookie(secure: boolean): string | undefined {
    if (this.minted === undefined) return undefined;
    return [
      cookiePair(deviceCookieName, signedDevice(this.minted)),
      'Path=/',
      `Max-Age=${twoYearsSeconds}`,
      'SameSite=Lax',
      'HttpOnly',
      ...(secure ? ['Secure'] : []),
    ].join('; ');
  }
}
