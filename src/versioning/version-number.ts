import { parseDigits } from './decimal.js';

export type VersionNumberReading = { kind: 'missing' } | { kind: 'invalid'; received: unknown } | { kind: 'given'; version: number };

/** `version_number` is a JSON integer or a string of decimal digits (INTERFACE.md §2). */
export function readVersionNumber(raw: unknown): VersionNumberReading {
  if (raw === undefined) return { kind: 'missing' };
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0) return { kind: 'given', version: raw };
  if (typeof raw === 'string') {
    const version = parseDigits(raw);
    if (version !== undefined) return { kind: 'given', version };
  }
  return { kind: 'invalid', received: raw };
}
