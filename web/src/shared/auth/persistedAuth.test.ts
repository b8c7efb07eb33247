import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearClientAuth,
  readPersistedAuth,
  rehydratePersistedAuth,
  userInfoStorageKey,
} from './persistedAuth.ts';

afterEach(() => vi.useRealTimers());

describe('persisted auth', () => {
  it('reads the state the gateway persisted in its cookie', () => {
    const cookie = `theme=dark; persist_auth=${encodeURIComponent(JSON.stringify({ uuid: 'u-1', packageType: 'BASIC', userName: '09121000002' }))}`;
    expect(readPersistedAuth(cookie)).toEqual({ uuid: 'u-1', packageType: 'BASIC', userName: '09121000002' });
    expect(readPersistedAuth('persist_auth=%7Bbroken')).toBeNull();
    expect(readPersistedAuth('')).toBeNull();
  });

  it('gives up rehydrating after 5000 ms and shows the UI as a visitor', async () => {
    vi.useFakeTimers();
    const pending = rehydratePersistedAuth(() => new Promise(() => undefined));
    vi.advanceTimersByTime(4999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(pending).resolves.toBeNull();
  });

  it('clears the token and packageType cookies, the persisted state and the stored userInfo', () => {
    document.cookie = 'packageType=BASIC; Path=/';
    document.cookie = `persist_auth=${encodeURIComponent('{"uuid":"u"}')}; Path=/`;
    window.localStorage.setItem(userInfoStorageKey, JSON.stringify({ userName: '09121000002' }));
    clearClientAuth();
    expect(document.cookie).not.toContain('packageType=');
    expect(document.cookie).not.toContain('persist_auth=');
    expect(window.localStorage.getItem(userInfoStorageKey)).toBeNull();
  });
});
