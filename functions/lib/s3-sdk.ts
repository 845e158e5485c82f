/**
 * The parts of the AWS SDK's S3 client that functions/lib/storage.ts uses, in one module that storage.ts loads with
 * `await import()`: bundled as a chunk read by the first request that touches a document, not at every cold start of
 * the functions whose other routes never do (submissions, admin: ~170 KiB with S3's XML protocol and checksums).
 * Named re-exports, so the chunk holds these and not the whole client's namespace.
 */
export {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
export { createPresignedPost } from '@aws-sdk/s3-presigned-post';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';
