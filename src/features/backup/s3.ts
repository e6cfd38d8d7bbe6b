import { S3Client } from '@aws-sdk/client-s3'

import type { S3Settings } from '@/env/storageSettings'

/** Same client options as the file store in payload.config.ts (path-style, checksums only where required). */
export function s3Client(s3: S3Settings): S3Client {
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}
