import { ApiError } from '@/lib/api/api-error';

/** Keys of account.signIn.errors, one per answer the traveller can act on differently. */
export type SignInErrorKey =
  | 'invalidCode'
  | 'codeLocked'
  | 'tooManyCodes'
  | 'rateLimited'
  | 'invalidInput'
  | 'unavailable';

/**
 * The API's error code, as a message the traveller can act on, or null when the code is not
 * one we know (then the API's own message is shown, rather than a vague "something went wrong").
 */
export function signInErrorKey(error: unknown): SignInErrorKey | null {
  if (!(error instanceof ApiError)) return 'unavailable';
  switch (error.code) {
    case 'INVALID_CODE':
      return 'invalidCode';
    case 'CODE_LOCKED':
      return 'codeLocked';
    case 'TOO_MANY_CODES':
      return 'tooManyCodes';
    case 'RATE_LIMITED':
      return 'rateLimited';
    case 'VALIDATION_FAILED':
      return 'invalidInput';
    case 'API_UNREACHABLE':
    case 'API_UNAVAILABLE':
    case 'DATABASE_UNAVAILABLE':
    case 'INVALID_RESPONSE':
      return 'unavailable';
    default:
      return error.status >= 500 ? 'unavailable' : null;
  }
}
