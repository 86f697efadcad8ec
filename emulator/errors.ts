/** An API failure answered as `{ error, message }` with the given status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, error = 'Bad Request') => new ApiError(400, error, message);
export const notFound = (message: string, error = 'Not Found') => new ApiError(404, error, message);
