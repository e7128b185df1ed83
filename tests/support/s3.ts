import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "#server/storage/media-store.ts";

/** A local S3-compatible server (s3rver) with one empty bucket, on a free port, for one test file. */
export async function startLocalS3(bucket = "media"): Promise<{ settings: S3Settings; stop(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), "vanaushadhi-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    // s3rver's own built-in account.
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
