import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from '../src/cookie-header.ts';

describe('parseCookieHeader', () => {
  it('reads every cookie by name, decoded, around spaces and = in values', () => {
    const cookies = parseCookieHeader('theme=dark; persist_auth=%7B%22uuid%22%3A%22a%22%7D;token=a=b');
    expect(Object.fromEntries(cookies)).toEqual({
      theme: 'dark',
      persist_auth: '{"uuid":"a"}',
      token: 'a=b',
    });
  });

  it('skips a nameless or badly escaped cookie and keeps the others', () => {
    expect(Object.fromEntries(parseCookieHeader('=x; bad=%E0%A4%A; ok=1'))).toEqual({ ok: '1' });
    expect(parseCookieHeader(null).size).toBe(0);
  });
});
