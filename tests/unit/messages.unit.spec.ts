import { describe, expect, it } from 'vitest'

import * as messages from '@/validation/messages'

describe('messages', () => {
  it('word the generic display messages as the spec does', () => {
    expect(messages.FIELD_REQUIRED).toBe('This field is required')
    expect(messages.minCharacters(2)).toBe('Minimum 2 characters required')
    expect(messages.maxCharacters(100)).toBe('Maximum 100 characters allowed')
    expect(messages.INVALID_FORMAT).toBe('Invalid format')
    expect(messages.LOOKS_GOOD).toBe('Looks good!')
  })

  it('word the error catalogue as the spec does', () => {
    expect(messages.RATE_LIMITED).toBe(
      'Too many submission attempts. Please wait before trying again.',
    )
    expect(messages.UNEXPECTED).toBe('An unexpected error occurred')
    expect(messages.ENQUIRY_FAILED_TITLE).toBe('Submission Failed')
    expect(messages.ENQUIRY_FAILED_FALLBACK).toBe('Please check your input and try again.')
    expect(messages.QUOTE_SENT.title).toBe('Quote Request Sent!')
    expect(messages.QUOTE_SENT.description).toContain('24 hours')
    expect(messages.MESSAGE_SENT.title).toBe('Message Sent!')
    expect(messages.MESSAGE_SENT.description).toContain('24 hours')
    expect(messages.CALLBACK_SUBMITTED).toEqual({
      title: 'Callback Request Submitted',
      description: "We'll contact you at your preferred time. Check your email for confirmation.",
    })
    expect(messages.CALLBACK_FAILED).toEqual({
      title: 'Error',
      description: 'Failed to submit callback request. Please try again.',
    })
    expect(messages.LOGIN_FAILED).toEqual({
      title: 'Login Failed',
      description: 'Invalid email or password. Please try again.',
    })
    expect(messages.LOGIN_SUCCESSFUL).toEqual({
      title: 'Login Successful',
      description: 'Welcome to your client portal!',
    })
    expect(messages.ACCESS_DENIED).toEqual({
      title: 'Access Denied',
      description: "You don't have permission to access this resource.",
    })
    expect(messages.FILE_UPLOAD_FAILED_TITLE).toBe('File Upload Failed')
    expect(messages.FILE_UPLOADED_TITLE).toBe('File Uploaded')
  })
})
