import { z } from 'zod';
import { packageTypes } from '../shared/auth/package-types.ts';

export const activeSessionSchema = z
  .object({
    id: z.uuid().describe('Session id'),
    device: z.string().describe('Operating system of the device, e.g. Android, Windows'),
    browser: z.string().describe('Browser name'),
    ipAddress: z.string().describe('Address the session signed in from'),
    createdAt: z.iso.datetime().describe('When the session signed in'),
    lastActiveAt: z.iso.datetime().describe('When the session last refreshed its token'),
  })
  .describe('A signed-in session');

export const tokenPairSchema = z.object({
  accessToken: z.string().describe('Short-lived signed access token (JWT: sub, sid, pkg)'),
  refreshToken: z.string().describe('Opaque refresh token; works once'),
  uuid: z.uuid().describe('The user id'),
  packageType: z.enum(packageTypes).describe('The account’s package'),
  accessTokenExpiresAt: z.iso.datetime().describe('When the access token expires'),
});

export const signInResultSchema = z
  .discriminatedUnion('status', [
    tokenPairSchema.extend({ status: z.literal('SIGNED_IN') }).describe('Signed in: the token pair'),
    z
      .object({
        status: z.literal('SESSION_LIMIT_REACHED'),
        signInTicket: z.string().describe('Ends one of the sessions and finishes signing in, for 10 minutes'),
        sessionLimit: z.int().describe('How many sessions the package allows'),
        sessions: z.array(activeSessionSchema),
      })
      .describe('The credentials were right but the package’s session limit is reached'),
  ])
  .describe('The outcome of a sign-in');

export const codeSentSchema = z
  .object({
    codeLength: z.int().describe('Digits in the code'),
    expiresInSeconds: z.int().describe('How long the code works'),
    resendAfterSeconds: z.int().describe('How long until another code may be requested'),
  })
  .describe('Sent when the user name can receive a code; the answer is the same either way');
