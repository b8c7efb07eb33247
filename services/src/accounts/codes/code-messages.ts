import type { CodePurpose } from '@rasad/contracts/one-time-code-purposes.ts';

/** The texts people receive. Persian, as the product's audience reads it; the code stands on its own line. */
export function codeMessage(purpose: CodePurpose): (code: string) => string {
  const intro = {
    signUp: 'کد تأیید ثبت‌نام شما در رصد:',
    signIn: 'کد ورود شما به رصد:',
    resetPassword: 'کد بازیابی رمز عبور شما در رصد:',
  }[purpose];
  return (code) => `${intro}\n${code}\nاین کد تا ۲ دقیقه معتبر است. آن را به کسی ندهید.`;
}

/** Sent instead of a code when someone tries to sign up with a user name that already has an account. */
export const alreadyRegisteredMessage = (): string =>
  'این شماره یا ایمیل پیش‌تر در رصد ثبت شده است. وارد شوید یا در صورت فراموشی، رمز عبور را بازیابی کنید.';
