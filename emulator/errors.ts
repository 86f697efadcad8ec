/**
 * An API failure. How it is written on the wire (Craft's `{error, code}` shapes, an HTML page) is
 * decided in error-shapes.ts; here it is only a status, a sentence and, when known, Craft's code.
 */
export interface ApiErrorOptions {
  /** Craft's machine code (`code` of the body); error-shapes.ts picks one per status when unset. */
  code?: string;
  /** The code of the one entry of `details` a 400 carries (zod's issue code, `custom` otherwise). */
  detailCode?: string;
  headers?: Record<string, string>;
  /** Answer as an HTML page instead of JSON (unknown routes, evidence §3b #16). */
  html?: boolean;
}

export class ApiError extends Error {
  readonly code?: string;
  readonly detailCode?: string;
  readonly headers: Record<string, string>;
  readonly html: boolean;

  constructor(
    readonly status: number,
    message: string,
    opts: ApiErrorOptions = {},
  ) {
    super(message);
    this.code = opts.code;
    this.detailCode = opts.detailCode;
    this.headers = opts.headers ?? {};
    this.html = opts.html ?? false;
  }
}

export const badRequest = (message: string, detailCode = 'custom') => new ApiError(400, message, { detailCode });
export const notFound = (message: string) => new ApiError(404, message);
