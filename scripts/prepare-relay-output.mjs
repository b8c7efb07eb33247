// relay-compiler refuses to start unless its output folders and persisted-operations file exist;
// both are generated (git-ignored), so a fresh clone needs them made first.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';

mkdirSync('web/src/__generated__', { recursive: true });
mkdirSync('gateway/src/__generated__', { recursive: true });
const persisted = 'gateway/src/__generated__/persisted-operations.json';
if (!existsSync(persisted)) writeFileSync(persisted, '{}\n');
