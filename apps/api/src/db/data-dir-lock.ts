import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';

/** Who holds a PGlite directory: the store, or a command that opened it for a moment. */
export type DataDirHolder = 'store' | 'admin-cli';

/** The directory is open in another live process: PGlite must not be opened twice. */
export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
    readonly holder: DataDirHolder,
  ) {
    super(
      `The database in ${dir} is open in process ${pid} (${holder === 'store' ? 'the store' : 'npm run admin'}): the embedded database serves one process at a time. If no such process runs, delete ${lockPathOf(dir)}.`,
    );
  }
}

const lockPathOf = (dir: string) => `${dir}.lock`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): { pid: number; holder: DataDirHolder } | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown; holder?: unknown };
    if (typeof parsed.pid !== 'number') return undefined;
    return { pid: parsed.pid, holder: parsed.holder === 'admin-cli' ? 'admin-cli' : 'store' };
  } catch {
    return undefined;
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Takes `<dir>.lock` (created exclusively, holding our pid) before PGlite opens `dir`, so a second
 * process (another store, or `npm run admin` while the store runs) never opens the same files:
 * PGlite has no locking of its own, and two writers corrupt it. A lock left by a process that died
 * is taken over. Waits up to `waitMs` for a live holder (the admin command holds it for a second).
 */
export async function lockDataDir(
  dir: string,
  holder: DataDirHolder,
  waitMs = 0,
): Promise<() => void> {
  const path = lockPathOf(dir);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, holder, since: new Date().toISOString() }));
      closeSync(fd);
      return () => {
        if (readHolder(path)?.pid === process.pid) unlinkSync(path);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = readHolder(path);
    // Unreadable: a holder between creating and writing it, or one that died right there. Our own
    // pid is a previous life's (a container restarted with the same pid): we are not holding it.
    const dead = current
      ? current.pid === process.pid || !isAlive(current.pid)
      : ageMs(path) > 5_000;
    if (dead) {
      unlinkSync(path);
      continue;
    }
    if (Date.now() >= deadline) {
      throw new DataDirInUse(dir, current?.pid ?? 0, current?.holder ?? 'store');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The live process holding `dir`, if any (the admin command's question: is the store running?). */
export function dataDirHolder(dir: string): { pid: number; holder: DataDirHolder } | undefined {
  const current = readHolder(lockPathOf(dir));
  return current && isAlive(current.pid) ? current : undefined;
}
