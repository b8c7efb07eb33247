import { execFileSync } from 'node:child_process';

/**
 * `pnpm check:commits` (part of `pnpm checks`): every commit after the fixed base below has a subject of at most 72
 * characters that does not end with a full stop (docs/contributing.md). The history before the base is left as it
 * is. A clone without the base (CI's shallow clone) checks HEAD alone.
 */
const base = '586ca57';
const longest = 72;

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

function hasCommit(name) {
  try {
    git('cat-file', '-e', `${name}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

const range = hasCommit(base) ? [`${base}..HEAD`] : ['-1', 'HEAD'];
// %s is git's subject: the first paragraph of the message, its lines joined, so a paragraph counts as one line.
const commits = git('log', '--format=%h%x00%s', ...range)
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [hash, subject] = line.split('\0');
    return { hash, subject: subject ?? '' };
  });
const refused = commits.flatMap(({ hash, subject }) => {
  const reasons = [];
  if (subject.length > longest) reasons.push(`${subject.length} characters (at most ${longest})`);
  if (/\.$/.test(subject) && !/\.\.\.$/.test(subject)) reasons.push('ends with a full stop');
  if (subject.trim() === '') reasons.push('empty');
  return reasons.length > 0 ? [`  ${hash} ${reasons.join('; ')}: ${subject.slice(0, 100)}`] : [];
});
const scope = hasCommit(base) ? `${commits.length} commits after ${base}` : 'HEAD (base not in this clone)';
if (refused.length > 0) {
  console.error(`Commit subjects that break the rule (docs/contributing.md), checked: ${scope}`);
  console.error(refused.join('\n'));
  console.error(
    'Reword them (git rebase -i) before merging: a subject line, a blank line, the why in the body.',
  );
  process.exit(1);
}
console.log(`check:commits: ${scope}, every subject within ${longest} characters.`);
