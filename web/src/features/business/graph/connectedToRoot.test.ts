import { describe, expect, it } from 'vitest';
import { connectedToRoot } from './connectedToRoot.ts';

describe('connectedToRoot', () => {
  const links = [
    { source: 'P1', target: 'C1', kind: 'ROLE' },
    { source: 'C1', target: 'C2', kind: 'SUBSIDIARY' },
    { source: 'P2', target: 'C2', kind: 'ROLE' },
    { source: 'P3', target: 'C9', kind: 'ROLE' },
  ];

  it('follows visible links both ways from the root', () => {
    expect(connectedToRoot('C1', links, new Set(['ROLE', 'SUBSIDIARY']))).toEqual(
      new Set(['C1', 'P1', 'C2', 'P2']),
    );
  });

  it('drops nodes a hidden kind of link was holding to the root', () => {
    expect(connectedToRoot('C1', links, new Set(['ROLE']))).toEqual(new Set(['C1', 'P1']));
    expect(connectedToRoot('C1', links, new Set())).toEqual(new Set(['C1']));
  });
});
