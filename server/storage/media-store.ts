import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Where picture files live. One small interface so an S3-compatible store can replace the
 * disk later; keys are URL-safe names, files are `${key}-${width}.webp`.
 */
export interface MediaStore {
  readonly dir: string;
  write(fileName: string, data: Buffer): Promise<void>;
  /** Removes every variant of a key. */
  remove(key: string): Promise<void>;
  list(): Promise<string[]>;
}

export function diskMediaStore(dir: string): MediaStore {
  const ready = mkdir(dir, { recursive: true });
  return {
    dir,
    async write(fileName, data) {
      await ready;
      await writeFile(join(dir, fileName), data);
    },
    async remove(key) {
      await ready;
      const files = await readdir(dir);
      await Promise.all(
        files
          .filter((f) => f.startsWith(`${key}-`) && f.endsWith(".webp"))
          .map((f) => rm(join(dir, f), { force: true })),
      );
    },
    async list() {
      await ready;
      return readdir(dir);
    },
  };
}
