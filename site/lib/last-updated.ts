/**
 * "Last updated" of a content file at build time (docs/decisions/last-updated-from-git.md): its
 * `updated` front matter, else its last commit, else the build date. One `git log` for the whole
 * `content/` folder per build, parsed once, instead of a process per page.
 */
import { execFileSync } from 'node:child_process';

export type LastUpdated = { date: Date; source: 'front matter' | 'git' | 'build date' };

const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/**
 * `git log --name-only` output (each commit `\0<ISO date>` then its files) to the newest date per file:
 * the log is newest first, so a file's first appearance is its last commit.
 */
export function parseGitLog(log: string): Map<string, Date> {
  const dates = new Map<string, Date>();
  for (const commit of log.split('\0').slice(1)) {
    const [when = '', ...files] = commit.split('\n');
    const date = new Date(when.trim());
    if (Number.isNaN(date.getTime())) continue;
    for (const file of files.map((f) => f.trim()).filter(Boolean)) if (!dates.has(file)) dates.set(file, date);
  }
  return dates;
}

/** Null where git cannot tell: no repository, no git, or a shallow clone (whose oldest commit dates every file). */
function readCommitDates(): Map<string, Date> | null {
  try {
    if (git(['rev-parse', '--is-shallow-repository']).trim() !== 'false') return null;
    return parseGitLog(git(['log', '--format=%x00%cI', '--name-only', '--no-renames', '--', 'content']));
  } catch {
    return null;
  }
}

let commitDates: Map<string, Date> | null | undefined;
const buildDate = new Date();

/** `filePath` is the entry's path from the project root (`content/docs/api.mdx`). */
export function lastUpdated(filePath: string | undefined, frontMatter: Date | undefined): LastUpdated {
  if (frontMatter) return { date: frontMatter, source: 'front matter' };
  if (commitDates === undefined) commitDates = readCommitDates();
  const committed = filePath ? commitDates?.get(filePath.replace(/^\.\//, '')) : undefined;
  return committed ? { date: committed, source: 'git' } : { date: buildDate, source: 'build date' };
}
