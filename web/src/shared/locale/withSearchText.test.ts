import { describe, expect, it } from 'vitest';
import { withSearchText } from './withSearchText.ts';

describe('withSearchText', () => {
  it('adds the text as q, encoded, and leaves the address bare for no text', () => {
    expect(withSearchText('/en-US/search', 'گروه صنعتی & co')).toBe(
      `/en-US/search?q=${encodeURIComponent('گروه صنعتی').replace(/%20/g, '+')}+%26+co`,
    );
    expect(withSearchText('/search', '')).toBe('/search');
  });
});
