import { lstat, mkdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Creates the folders downloads land in, each once, and refuses a folder whose real path is
 * outside the destination: a symlinked folder inside the destination must not carry writes
 * elsewhere. Also reports file/folder clashes (`a` and `a/b`) in words.
 */
export class LocalFolders {
  private readonly made = new Map<string, Promise<void>>();
  private readonly root: string;
  private realRoot: Promise<string> | undefined;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  ensure(dir: string): Promise<void> {
    const resolved = path.resolve(dir);
    let pending = this.made.get(resolved);
    if (!pending) {
      pending = this.create(resolved);
      this.made.set(resolved, pending);
      // A failure is not cached as success: the next key in this folder tries and fails again.
      pending.catch(() => this.made.delete(resolved));
    }
    return pending;
  }

  /**
   * One level at a time, each checked before the next is made under it: `mkdir -p` through a
   * symlinked folder would create folders outside the destination before any check could run.
   */
  private async create(dir: string): Promise<void> {
    this.realRoot ??= mkdir(this.root, { recursive: true }).then(() => realpath(this.root));
    const root = await this.realRoot;
    if (dir === this.root) return;
    const parent = path.dirname(dir);
    if (parent === dir || !isWithin(this.root, parent))
      throw new Error(`the folder ${JSON.stringify(dir)} is outside the destination`);
    await this.ensure(parent);
    try {
      await mkdir(dir);
      return; // made just now, inside a parent already checked
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ENOTDIR') throw this.clash(dir, error);
      if (code !== 'EEXIST') throw error;
    }
    const info = await lstat(dir);
    if (info.isDirectory()) return;
    if (!info.isSymbolicLink() || !(await isFolder(dir))) throw this.clash(dir);
    const real = await realpath(dir);
    if (!isWithin(root, real)) {
      throw new Error(
        `the folder ${JSON.stringify(path.relative(this.root, dir))} leads outside the destination (to ${JSON.stringify(real)}) through a symbolic link; nothing was written there`,
      );
    }
  }

  private clash(dir: string, cause?: unknown): Error {
    return new Error(
      `a file stands where the folder ${JSON.stringify(path.relative(this.root, dir))} is needed (a key and a folder with the same name)`,
      { cause },
    );
  }
}

const isFolder = (p: string) =>
  stat(p).then(
    (s) => s.isDirectory(),
    () => false,
  );

/** `p` is `base` or below it (`/` as the base included). */
function isWithin(base: string, p: string): boolean {
  const rel = path.relative(base, p);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}
