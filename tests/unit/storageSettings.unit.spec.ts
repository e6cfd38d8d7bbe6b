import { describe, expect, it } from 'vitest'

import { s3Settings } from '@/env/storageSettings'

const all = {
  S3_ENDPOINT: 'http://127.0.0.1:4590',
  S3_BUCKET: 'agency',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
}

describe('S3 storage settings', () => {
  it('is off with none of the variables (files stay in local folders)', () => {
    expect(s3Settings({})).toBeNull()
    expect(s3Settings({ S3_BUCKET: '  ' })).toBeNull()
  })

  it('is on with all five', () => {
    expect(s3Settings(all)).toEqual({
      endpoint: 'http://127.0.0.1:4590',
      bucket: 'agency',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    })
  })

  it('refuses some without the others, naming what is missing', () => {
    expect(() => s3Settings({ ...all, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /missing S3_SECRET_ACCESS_KEY/,
    )
  })
})
