/** The few parts of s3rver (no types of its own) the bucket tests use. */
declare module "s3rver" {
  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: Array<{ name: string; configs?: string[] }>;
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

declare module "s3rver/lib/stores/filesystem.js" {
  const FilesystemStore: { prototype: object };
  export default FilesystemStore;
}
