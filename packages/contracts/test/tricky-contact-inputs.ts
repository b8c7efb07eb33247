/**
 * Inputs that used to get different verdicts in the web form, the gateway and the services. Every layer's
 * test feeds this one table through its own path and must reach the verdict written here.
 */
export interface TrickyContactInput {
  field: 'fullName' | 'mobile' | 'email';
  typed: string;
  /** What is stored when accepted; null when every layer must refuse it. */
  stored: string | null;
}

export const trickyContactInputs: readonly TrickyContactInput[] = [
  { field: 'fullName', typed: 'Иван Петров', stored: null },
  { field: 'fullName', typed: 'علي رضايي', stored: 'علی رضایی' },
  { field: 'fullName', typed: 'كاظم  اكبري', stored: 'کاظم اکبری' },
  { field: 'fullName', typed: 'زهرا میرزایی‌فر', stored: 'زهرا میرزایی‌فر' },
  { field: 'fullName', typed: 'Sara Ahmadi', stored: 'Sara Ahmadi' },
  { field: 'fullName', typed: 'علی۱۲', stored: null },
  { field: 'email', typed: 'a..b@c.ir', stored: null },
  { field: 'email', typed: 'Sara@Example.IR', stored: 'sara@example.ir' },
  { field: 'email', typed: 'user۱@example.ir', stored: 'user1@example.ir' },
  { field: 'email', typed: 'sara@example', stored: null },
  { field: 'mobile', typed: '0999 123 4567', stored: '09991234567' },
  { field: 'mobile', typed: '۰۹۱۲ ۳۴۵ ۶۷۸۹', stored: '09123456789' },
  { field: 'mobile', typed: '+98 912 345 6789', stored: '09123456789' },
  { field: 'mobile', typed: '0912345678', stored: null },
  { field: 'mobile', typed: '08123456789', stored: null },
];
