import { mkdir, realpath } from 'node:fs/promises';
import path from 'node:path';

/**
 * Creates the folders downloads land in, each once, and refuses a folder whose real path is
 * outside the destination: a symlinked folder inside the destination must not carry writes
 * elsewhere. Also reports file/folder clashes (`a` and `a/b`) in words.
 */
export class LocalFolders {
  private readonly made = new Map<string, Promise<void>>();
  private realRoot: Promise<string> | undefined;

  constructor(private readonly root: string) {}

  ensure(dir: string): Promise<void> {
    let pending = this.made.get(dir);
    if (!pending) {
      pending = this.create(dir);
      this.made.set(dir, pending);
      // A failure is not cached as success: the next key in this folder tries and fails again.
      pending.catch(() => this.made.delete(dir));
    }
    return pending;
  }

  private async create(dir: string): Promise<void> {
    this.realRoot ??= mkdir(this.root, { recursive: true }).then(() => realpath(this.root));
    const root = await this.realRoot;
    try {
      await mkdir(dir, { recursive: true });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'EEXIST' || code === 'ENOTDIR') {
        throw new Error(
          `a file stands where the folder ${JSON.stringify(path.relative(this.root, dir))} is needed (a key and a folder with the same name)`,
          { cause: error },
        );
      }
      throw error;
    }
    const real = await realpath(dir);
    if (real !== root && !real.startsWith(root + path.sep)) {
      throw new Error(
        `the folder ${JSON.stringify(path.relative(this.root, dir))} leads outside the destination (to ${JSON.stringify(real)}) through a symbolic link; nothing was written there`,
      );
    }
  }
}
