/**
 * Every failed call becomes an ApiError (SPEC.md §8): the server's message or the call's fallback, the
 * HTTP status (0 when the network failed or the reply could not be read) and whether the global error
 * toast is suppressed for it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly suppressed: boolean;

  constructor(message: string, status: number, suppressed: boolean) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.suppressed = suppressed;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
