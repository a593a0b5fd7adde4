// The CV bucket (binding CV_BUCKET) of a wrangler configuration, as a real R2 binding from wrangler's
// getPlatformProxy: the local state beside the configuration (.wrangler/state), or with --remote the
// environment's bucket in Cloudflare (a remote binding, which needs a login), so that the backup can
// list every object and read and write its metadata, which `wrangler r2 object` cannot.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

export interface BucketTarget {
  /** The wrangler.toml whose CV_BUCKET is meant. */
  config: string;
  local: boolean;
  env?: string;
}

export interface OpenBucket {
  bucket: R2Bucket;
  /** The bucket's name, as the operator sees it. */
  name: string;
  dispose(): Promise<void>;
}

export async function openCvBucket({ config, local, env }: BucketTarget): Promise<OpenBucket> {
  const { getPlatformProxy, unstable_readConfig } = await import("wrangler");
  const read: { r2_buckets: Array<{ binding: string; bucket_name?: string; jurisdiction?: string }> } = unstable_readConfig(
    { config, env },
    { hideWarnings: true },
  );
  const binding = read.r2_buckets.find((entry) => entry.binding === "CV_BUCKET");
  if (!binding?.bucket_name) throw new Error(`${config} saknar CV_BUCKET${env ? ` i [env.${env}]` : ""}`);
  if (local) {
    // wrangler's own local commands keep their state in .wrangler/state/v3 beside the configuration.
    const proxy = await getPlatformProxy<{ CV_BUCKET: R2Bucket }>({
      configPath: config,
      environment: env,
      persist: { path: join(dirname(config), ".wrangler/state/v3") },
      remoteBindings: false,
    });
    return { bucket: proxy.env.CV_BUCKET, name: binding.bucket_name, dispose: () => proxy.dispose() };
  }
  // A configuration of its own that has the bucket alone, marked remote: getPlatformProxy then
  // reaches the real bucket (in its jurisdiction) and nothing else of the environment.
  const dir = mkdtempSync(join(tmpdir(), "transist-cv-bucket-"));
  const path = join(dir, "wrangler.json");
  writeFileSync(
    path,
    JSON.stringify({
      name: "transist-cv-bucket",
      compatibility_date: "2026-04-01",
      r2_buckets: [{ binding: "CV_BUCKET", bucket_name: binding.bucket_name, jurisdiction: binding.jurisdiction, remote: true }],
    }),
  );
  try {
    const proxy = await getPlatformProxy<{ CV_BUCKET: R2Bucket }>({ configPath: path, remoteBindings: true });
    return {
      bucket: proxy.env.CV_BUCKET,
      name: binding.bucket_name,
      dispose: async () => {
        await proxy.dispose();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The bucket wrangler's r2 commands take before the key, with its jurisdiction: the environment's, or the top level's. */
export async function bucketOf(configPath: string, env: string | undefined): Promise<{ name: string; jurisdiction?: string }> {
  const { unstable_readConfig } = await import("wrangler");
  const config: { r2_buckets: Array<{ binding: string; bucket_name?: string; jurisdiction?: string }> } = unstable_readConfig(
    { config: configPath, env },
    { hideWarnings: true },
  );
  const bucket = config.r2_buckets.find((entry) => entry.binding === "CV_BUCKET");
  if (!bucket?.bucket_name) throw new Error(`wrangler.toml saknar CV_BUCKET${env ? ` i [env.${env}]` : ""}`);
  return { name: bucket.bucket_name, jurisdiction: bucket.jurisdiction };
}
