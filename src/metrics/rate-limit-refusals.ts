// The rate limit's refusals, counted for /metrics without the guard knowing of metrics: its 429 is a
// ProblemError of type rate-limited, thrown (a process's own counts) or rejected (shared counts).
import { ProblemError } from '../contract/problem-error.js';
import type { Guard } from '../http/guards/guard.js';

export function countRefusals(guard: Guard, refused: () => void): Guard {
  const count = (error: unknown): never => {
    if (error instanceof ProblemError && error.type === 'rate-limited') refused();
    throw error;
  };
  return (req, res, exchange) => {
    try {
      const checked = guard(req, res, exchange);
      return checked instanceof Promise ? checked.catch(count) : checked;
    } catch (error) {
      return count(error);
    }
  };
}
