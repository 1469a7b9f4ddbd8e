// Units of measure are UCUM codes (https://ucum.org), checked by the National Library of Medicine's
// UCUM library (@lhncbc/ucum-lhc), not by a list of our own: it knows every code and every product,
// quotient and prefix of them (`m/s`, `kg/m3`, `10*3/uL`), and suggests the code for a name it
// recognises (`°C` → `Cel`).
import { createRequire } from 'node:module';

interface UcumUnit {
  name_: string;
  property_: string;
}

interface UcumUtils {
  validateUnitString(
    unit: string,
    suggest: boolean,
  ): {
    status: 'valid' | 'invalid' | 'error';
    ucumCode: string | null;
    msg: string[];
    suggestions?: { units: [string, string, unknown][] }[];
  };
  getSpecifiedUnit(unit: string, mode: string, suggest: boolean): { unit?: UcumUnit };
}

let loaded: UcumUtils | undefined;

/**
 * The library, loaded by the first unit checked rather than at start-up, where its tables cost about a
 * tenth of a start (issue 22). It is CommonJS without an ES module entry, so require() loads it
 * synchronously, inside the synchronous check.
 */
function ucumUtils(): UcumUtils {
  loaded ??= (
    createRequire(import.meta.url)('@lhncbc/ucum-lhc') as { UcumLhcUtils: { getInstance(): UcumUtils } }
  ).UcumLhcUtils.getInstance();
  return loaded;
}

/**
 * The library reports some malformed expressions with console.log before it answers. Its calls are
 * synchronous, so silencing console.log for their duration loses no other line of the process.
 */
function quietly<T>(run: () => T): T {
  const log = console.log;
  console.log = () => {};
  try {
    return run();
  } finally {
    console.log = log;
  }
}

export interface UnitVerdict {
  /** The unit's name in UCUM, such as "degree Celsius". */
  name: string;
  /** What it measures in UCUM's words, such as "temperature" or "electric charge". */
  property: string;
}

/**
 * The unit's name and property when `code` is a UCUM code, else a sentence saying why not, with the
 * library's suggestions (`°C` → `Cel (degree Celsius)`).
 */
export function readUnit(code: string): UnitVerdict | { error: string } {
  const utils = ucumUtils();
  const verdict = quietly(() => utils.validateUnitString(code, true));
  if (verdict.status === 'valid' && verdict.ucumCode === code) {
    const unit = quietly(() => utils.getSpecifiedUnit(code, 'validate', false)).unit;
    return { name: String(unit?.name_ ?? code), property: unit?.property_ ?? '' };
  }
  const suggested = [
    ...(verdict.ucumCode !== null && verdict.ucumCode !== code ? [verdict.ucumCode] : []),
    ...(verdict.suggestions ?? []).flatMap((s) => s.units.map(([suggestion, name]) => `${suggestion} (${name})`)),
  ];
  if (suggested.length > 0)
    return { error: `${code} is not a UCUM code; did you mean ${[...new Set(suggested)].slice(0, 5).join(' or ')}?` };
  // The library's own words where they say more than "not valid", such as a missing parenthesis.
  const reason = verdict.msg.find((message) => !message.includes('No alternatives') && !message.includes('not a valid UCUM code'));
  const why = reason === undefined ? '' : `: ${reason.replace(/\s+/g, ' ').trim()}`;
  return {
    error: `${code} is not a UCUM code${why} (UCUM codes are case-sensitive, such as Cel, [degF], m/s, %, or 1 for a dimensionless quantity)`,
  };
}
