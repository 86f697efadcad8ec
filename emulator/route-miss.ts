/**
 * What a request no route takes is answered with. An unknown route is an HTML 404 page (evidence
 * §3b #16, R5 LIVE). An endpoint that exists for another link kind (GET /folders on a Daily Notes
 * link) was never recorded (§3a #5): by default the same HTML 404 — Craft's per-kind API simply not
 * having the route — and, by the `otherKind` switch, a JSON 400, a JSON 403 or an HTML 500, the
 * answers that would break a client reading only 404 as "no such endpoint".
 */
import type { Behaviour } from './behaviour';
import { ApiError } from './errors';

export function routeMiss(
  miss: 'unknown' | 'other-kind',
  behaviour: Behaviour,
  method: string,
  path: string,
): ApiError {
  const unknownRoute = new ApiError(404, `Cannot ${method} ${path}`, { html: true });
  if (miss === 'unknown') return unknownRoute;
  const refusal = `${method} ${path} is not available on this connection`;
  switch (behaviour.otherKind) {
    case 400:
      return new ApiError(400, refusal);
    case 403:
      return new ApiError(403, refusal, { code: 'FORBIDDEN' });
    // R9's words for the one HTML 500 recorded (the bare API URL).
    case 500:
      return new ApiError(500, 'Only HTML requests are supported here', { html: true });
    default:
      return unknownRoute;
  }
}
