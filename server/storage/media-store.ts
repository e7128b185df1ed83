import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type * as S3Sdk from "@aws-sdk/client-s3";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";

/**
 * Where picture files live: keys are URL-safe names, files are `${key}-${width}.webp`. The disk
 * (DATA_DIR/media) by default; with several app servers, a store they all reach: S3-compatible
 * object storage, or the PostgreSQL database itself for operators without one.
 */
export interface MediaStore {
  write(fileName: string, data: Buffer): Promise<void>;
  /** The file's bytes, or undefined when there is no such file. */
  read(fileName: string): Promise<Buffer | undefined>;
  /** Removes every variant of a key. */
  remove(key: string): Promise<void>;
  list(): Promise<string[]>;
}

const isVariantOf = (key: string) => (name: string) => name.startsWith(`${key}-`) && name.endsWith(".webp");

export function diskMediaStore(dir: string): MediaStore {
  const ready = mkdir(dir, { recursive: true });
  return {
    async write(fileName, data) {
      await ready;
      await writeFile(join(dir, fileName), data);
    },
    async read(fileName) {
      return readFile(join(dir, fileName)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return undefined;
        throw error;
      });
    },
    async remove(key) {
      await ready;
      const files = await readdir(dir);
      await Promise.all(files.filter(isVariantOf(key)).map((f) => rm(join(dir, f), { force: true })));
    },
    async list() {
      await ready;
      return readdir(dir);
    },
  };
}

/** Pictures as rows of `media_files`: one backup (pg_dump) holds them with everything else. */
export function databaseMediaStore(db: Database): MediaStore {
  return {
    async write(fileName, data) {
      await db
        .insertInto("media_files")
        .values({ name: fileName, data })
        .onConflict((oc) => oc.column("name").doUpdateSet({ data }))
        .execute();
    },
    async read(fileName) {
      const row = await db.selectFrom("media_files").select("data").where("name", "=", fileName).executeTakeFirst();
      return row ? Buffer.from(row.data) : undefined;
    },
    async remove(key) {
      const names = (await this.list()).filter(isVariantOf(key));
      if (names.length > 0) await db.deleteFrom("media_files").where("name", "in", names).execute();
    },
    async list() {
      return (await db.selectFrom("media_files").select("name").execute()).map((r) => r.name);
    },
  };
}

export interface S3Settings {
  bucket: string;
  /** Any S3-compatible service (MinIO, R2, Spaces…); AWS itself when absent. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/**
 * Pictures as objects in one bucket. The SDK is loaded on first use, so a shop on disk never
 * pays its memory. Credentials, when not given, come from the SDK's usual chain (an instance role).
 */
export function s3MediaStore(settings: S3Settings): MediaStore {
  let client: Promise<{ s3: S3Sdk.S3Client; sdk: typeof S3Sdk }> | undefined;
  const connect = () =>
    (client ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        // Self-hosted stores rarely have a DNS name per bucket.
        forcePathStyle: settings.endpoint !== undefined,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
      }),
    })));
  const Bucket = settings.bucket;

  async function listNames(prefix?: string): Promise<string[]> {
    const { s3, sdk } = await connect();
    const names: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await s3.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      names.push(...(page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return names;
  }

  return {
    async write(fileName, data) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.PutObjectCommand({ Bucket, Key: fileName, Body: data, ContentType: "image/webp" }));
    },
    async read(fileName) {
      const { s3, sdk } = await connect();
      try {
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: fileName }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    async remove(key) {
      const { s3, sdk } = await connect();
      const names = (await listNames(`${key}-`)).filter(isVariantOf(key));
      await Promise.all(names.map((Key) => s3.send(new sdk.DeleteObjectCommand({ Bucket, Key }))));
    },
    list: () => listNames(),
  };
}

/** The store MEDIA_STORE names (server/config.ts). */
export function createMediaStore(config: Config, db: Database): MediaStore {
  if (config.mediaStore === "s3") return s3MediaStore(config.s3!);
  if (config.mediaStore === "database") return databaseMediaStore(db);
  return diskMediaStore(join(config.dataDir, "media"));
}
