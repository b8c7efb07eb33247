import type { Resolvers } from '../__generated__/resolver-types.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { GatewayError } from '../shared/errors/gateway-error.ts';
import type { UpstreamResult } from '../shared/upstream/upstream-client.ts';
import type { UpstreamBody } from '../shared/upstream/upstream-types.ts';
import { userErrorsFromIssues, userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import {
  codeConfirmationRules,
  passwordChangeRules,
  passwordResetRules,
  personalInfoRules,
  signInRules,
  signUpRules,
  userNameOnlyRules,
} from '@rasad/contracts/rules/account-rules.ts';
import type { PersonalInfoModel, ViewerModel } from './account-models.ts';
import { loadViewer, viewerFrom } from './load-viewer.ts';

type SignInBody = UpstreamBody<'accounts', '/v2/Account/SignIn', 'post'>;
type CodeSentBody = UpstreamBody<'accounts', '/v1/Account/SignUp', 'post'>;

const noCodeSent = { userName: null, codeLength: null, expiresInSeconds: null, resendAfterSeconds: null };

function codeSent(userName: string, result: UpstreamResult<CodeSentBody>) {
  if (!result.ok) {
    // A code limit says how long to wait; the dialog's countdown follows it.
    const wait = (result.error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    return {
      ...noCodeSent,
      resendAfterSeconds: typeof wait === 'number' ? wait : null,
      userErrors: userErrorsFromUpstream(result.error),
    };
  }
  return { userName, ...result.body, userErrors: [] };
}

/** Keeps the tokens of a completed sign-in in the session (the response sets the cookies) and loads the viewer. */
async function signInOutcome(context: GatewayContext, userName: string, result: UpstreamResult<SignInBody>) {
  if (!result.ok)
    return { viewer: null, sessionLimitReached: null, userErrors: userErrorsFromUpstream(result.error) };
  const body = result.body;
  if (body.status === 'SESSION_LIMIT_REACHED') {
    const sessions = body.sessions.map((session) => ({ ...session, current: false }));
    return {
      viewer: null,
      sessionLimitReached: { signInTicket: body.signInTicket, sessionLimit: body.sessionLimit, sessions },
      userErrors: [],
    };
  }
  context.session.signIn(body, { uuid: body.uuid, packageType: body.packageType, userName });
  return { viewer: loadViewer(context), sessionLimitReached: null, userErrors: [] };
}

/** A viewer field read from their personal info. */
function personalInfoField<Name extends keyof PersonalInfoModel>(name: Name) {
  return async (viewer: ViewerModel) => (await viewer.personalInfo())[name];
}

/**
 * Accounts: sign-up, sign-in by password or code, forgotten passwords, sessions and personal info,
 * over the accounts service. Sign-in and sign-up go without the caller's old token, so a stale one
 * cannot get in the way; the tokens they issue leave in cookies (or headers), never in the body.
 */
export const accountResolvers: Resolvers = {
  Query: {
    viewer: (_, __, context) => loadViewer(context),
  },
  Viewer: {
    uuid: personalInfoField('uuid'),
    userName: personalInfoField('userName'),
    packageType: personalInfoField('packageType'),
    firstName: personalInfoField('firstName'),
    lastName: personalInfoField('lastName'),
    jobTitle: personalInfoField('jobTitle'),
    companyName: personalInfoField('companyName'),
    hasPassword: personalInfoField('hasPassword'),
    activeSessions: async (_, __, context) => {
      const result = await context.upstream.accounts.post('/v2/Profile/GetActiveSessionsByUserInfo', {
        body: {},
      });
      if (!result.ok) throw GatewayError.fromUpstream('accounts', result.status, result.error);
      return result.body;
    },
  },
  ActiveSession: {
    signedInAt: (session) => session.createdAt,
  },
  Mutation: {
    accountSignUp: async (_, { input }, context) => {
      const parsed = signUpRules.safeParse(input);
      if (!parsed.success)
        return { ...noCodeSent, userErrors: userErrorsFromIssues(parsed.error.issues, context.locale) };
      return codeSent(
        parsed.data.userName,
        await context.upstream.accounts.post('/v1/Account/SignUp', {
          body: parsed.data,
          anonymous: true,
          // Each browser signs up a few accounts a day: the service counts them by the device cookie's id.
          device: context.device.id(),
        }),
      );
    },
    accountCodeResend: async (_, { input }, context) => {
      const parsed = userNameOnlyRules.safeParse(input);
      if (!parsed.success)
        return { ...noCodeSent, userErrors: userErrorsFromIssues(parsed.error.issues, context.locale) };
      const result = await context.upstream.accounts.post('/v1/Account/ReSendOtpCode', {
        query: parsed.data,
        anonymous: true,
      });
      return codeSent(parsed.data.userName, result);
    },
    accountSignInCodeSend: async (_, { input }, context) => {
      const parsed = userNameOnlyRules.safeParse(input);
      if (!parsed.success)
        return { ...noCodeSent, userErrors: userErrorsFromIssues(parsed.error.issues, context.locale) };
      return codeSent(
        parsed.data.userName,
        await context.upstream.accounts.post('/Account/SignInByOTP', { body: parsed.data, anonymous: true }),
      );
    },
    accountPasswordForgot: async (_, { input }, context) => {
      const parsed = userNameOnlyRules.safeParse(input);
      if (!parsed.success)
        return { ...noCodeSent, userErrors: userErrorsFromIssues(parsed.error.issues, context.locale) };
      const result = await context.upstream.accounts.post('/v1/Account/ForgetPassword', {
        body: parsed.data,
        anonymous: true,
      });
      return codeSent(parsed.data.userName, result);
    },
    accountCodeConfirm: async (_, { input }, context) => {
      const parsed = codeConfirmationRules.safeParse(input);
      if (!parsed.success)
        return {
          viewer: null,
          sessionLimitReached: null,
          userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
        };
      const result = await context.upstream.accounts.post('/v1/Account/ConfirmOTP', {
        body: parsed.data,
        anonymous: true,
      });
      return signInOutcome(context, parsed.data.userName, result);
    },
    accountSignIn: async (_, { input }, context) => {
      const parsed = signInRules.safeParse(input);
      if (!parsed.success)
        return {
          viewer: null,
          sessionLimitReached: null,
          userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
        };
      const result = await context.upstream.accounts.post('/v2/Account/SignIn', {
        body: parsed.data,
        anonymous: true,
      });
      if (!result.ok && result.status === 429) {
        // Too many wrong passwords: a GraphQL error (HTTP 429, Retry-After) saying how long, in the caller's language.
        const wait = (result.error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
        throw GatewayError.signInThrottled(typeof wait === 'number' ? wait : 1, context.locale);
      }
      return signInOutcome(context, parsed.data.userName, result);
    },
    accountSessionEndAndSignIn: async (_, { input }, context) => {
      const result = await context.upstream.accounts.delete('/v2/Profile/TerminateUserSessionByUserInfo', {
        body: { signInTicket: input.signInTicket, sessionId: input.sessionId },
        anonymous: true,
      });
      if (result.ok && result.body.status === 'SESSION_TERMINATED')
        throw new Error('a sign-in ticket ended a session without signing in');
      const ticketResult = result as UpstreamResult<SignInBody>;
      // The user name is not known here; the profile query fills it in for the persisted state.
      const userName =
        ticketResult.ok && ticketResult.body.status === 'SIGNED_IN'
          ? await userNameAfter(context, ticketResult.body)
          : '';
      return signInOutcome(context, userName, ticketResult);
    },
    accountPasswordReset: async (_, { input }, context) => {
      const parsed = passwordResetRules.safeParse(input);
      if (!parsed.success)
        return {
          passwordReset: false,
          userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
        };
      const result = await context.upstream.accounts.post('/v1/Account/ResetPassword', {
        body: parsed.data,
        anonymous: true,
      });
      if (!result.ok) return { passwordReset: false, userErrors: userErrorsFromUpstream(result.error) };
      return { passwordReset: true, userErrors: [] };
    },
    accountSignOut: async (_, __, context) => {
      if (context.session.signedIn) {
        try {
          await context.upstream.accounts.post('/Account/Logout', { body: {} });
        } catch (error) {
          // A session that already ended is signed out all the same.
          const ended = error instanceof GatewayError && /^SESSION_(ENDED|REPLACED)$/.test(error.code);
          if (!ended) throw error;
        }
      }
      context.session.signOut();
      return { signedOut: true };
    },
    accountSessionEnd: async (_, { input }, context) => {
      const result = await context.upstream.accounts.delete('/v2/Profile/TerminateUserSessionByUserInfo', {
        body: { sessionId: input.sessionId },
      });
      if (!result.ok) return { viewer: null, userErrors: userErrorsFromUpstream(result.error) };
      return { viewer: loadViewer(context), userErrors: [] };
    },
    accountPersonalInfoUpdate: async (_, { input }, context) => {
      const parsed = personalInfoRules.safeParse(input);
      if (!parsed.success)
        return { viewer: null, userErrors: userErrorsFromIssues(parsed.error.issues, context.locale) };
      const result = await context.upstream.accounts.post('/v2/Profile/SetPersonalInfo', {
        body: parsed.data,
      });
      if (!result.ok) return { viewer: null, userErrors: userErrorsFromUpstream(result.error) };
      return { viewer: viewerFrom(() => Promise.resolve(result.body)), userErrors: [] };
    },
    accountPasswordChange: async (_, { input }, context) => {
      const parsed = passwordChangeRules.safeParse({
        currentPassword: input.currentPassword ?? undefined,
        newPassword: input.newPassword,
      });
      if (!parsed.success)
        return {
          passwordChanged: false,
          userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
        };
      const result = await context.upstream.accounts.post('/v2/Profile/ChangePassword', {
        body: parsed.data,
      });
      if (!result.ok) return { passwordChanged: false, userErrors: userErrorsFromUpstream(result.error) };
      return { passwordChanged: true, userErrors: [] };
    },
  },
};

async function userNameAfter(
  context: GatewayContext,
  tokens: Extract<SignInBody, { status: 'SIGNED_IN' }>,
): Promise<string> {
  context.session.signIn(tokens, null);
  return (await loadViewer(context).personalInfo()).userName;
}
