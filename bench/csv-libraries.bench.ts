// Which CSV library writes and reads Fieldlog's CSV (issue 20): Papa Parse (what src/ uses) against
// csv-stringify and csv-parse (the adaltas "csv" project, the tests' independent parser), on rows
// shaped like our readings, with the text our users send (commas, quotes, line
// breaks, formula-looking cells) in one row of ten.
//
// Correctness first: each writer's text, read back by the other project's parser, must give exactly
// the cells written, and the RFC 4180 cases (a lone CR or LF, a quote, a leading space) must be
// quoted. Then speed: CPU time (user + system) of this process per 100,000 rows, contenders taking
// turns round by round, the median of the rounds reported.
import { parse as csvParse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import Papa from 'papaparse';
import { csvCell, csvText } from '../src/resources/formats/csv-text.js';

const ROWS = 100_000;
const ROUNDS = 7;
const COLUMNS = [
  'id',
  'time',
  'area',
  'mean',
  'good',
  'number',
  'seen',
  'span',
  'stdDev',
  'quantity',
  'unit',
  'device',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
];
const AWKWARD = [
  'bonn, "rheinaue"',
  'line\nbreak',
  'cr\ronly',
  ' leading space',
  '=HYPERLINK("x")',
  '-bonn:x',
  'münster:aasee',
  'tab\tinside',
];

function rows(): Record<string, unknown>[] {
  const made: Record<string, unknown>[] = [];
  for (let i = 0; i < ROWS; i++) {
    made.push({
      id: `01JABCDEFGHJKMNPQRSTV${String(i).padStart(5, '0')}`,
      time: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T12:00:00Z`,
      area: i % 10 === 0 ? AWKWARD[(i / 10) % AWKWARD.length] : `area:${i % 500}`,
      mean: (i % 997) / 7 - 40,
      good: i % 60,
      number: 60,
      seen: 64,
      span: 60,
      stdDev: i % 3 === 0 ? null : 0.5 + (i % 11) / 10,
      quantity: 'air_temperature',
      unit: 'Cel',
      device: i % 2 === 0 ? null : '01JDEVICE0000000000000000',
      created_at: '2026-11-26T07:57:11.606Z',
      updated_at: '2026-11-26T07:57:11.606Z',
      created_by: i % 4 === 0 ? 'field-laptop' : null,
      updated_by: null,
    });
  }
  return made;
}

const data = rows();
const cells = data.map((row) => COLUMNS.map((column) => csvCell(row[column])));

const writers: Record<string, () => string> = {
  // What src/resources/formats/csv-text.ts writes with: Papa Parse, formulas neutralised by it.
  'papaparse (ours)': () => csvText(COLUMNS, data),
  // csv-stringify as src/ first used it: cells neutralised before, lone CR/LF and edge spaces quoted.
  'csv-stringify': () => stringify(cells, { header: true, columns: COLUMNS, record_delimiter: '\r\n', quoted_match: /[\r\n]|^\s|\s$/ }),
};
const readers: Record<string, (text: string) => string[][]> = {
  'csv-parse': (text) => csvParse(text, { relax_column_count: false }) as string[][],
  'papaparse parse': (text) => Papa.parse<string[]>(text, { newline: '\r\n' }).data.filter((row) => row.length > 1 || row[0] !== ''),
};

function cpuMs(work: () => unknown): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

// Correctness: every writer read back by every reader gives the header and the cells exactly.
const expected = [COLUMNS, ...cells];
const verdicts: string[] = [];
for (const [writer, write] of Object.entries(writers)) {
  const text = write();
  for (const [reader, read] of Object.entries(readers)) {
    const back = read(text);
    const same =
      back.length === expected.length &&
      back.every((row, i) => row.length === expected[i]!.length && row.every((cell, j) => cell === expected[i]![j]));
    verdicts.push(`${writer} → ${reader}: ${same ? 'exact' : 'DIFFERS'}`);
    if (!same) process.exitCode = 1;
  }
  // RFC 4180 §2.6: a field holding a line break is quoted, a lone CR included.
  for (const awkward of ['cr\ronly', 'line\nbreak', ' leading space']) {
    const quoted = text.includes(`"${awkward}"`);
    verdicts.push(`${writer}: ${JSON.stringify(awkward)} ${quoted ? 'quoted' : 'NOT quoted'}`);
  }
}

// Speed: turns round by round, the median of each.
const texts = Object.fromEntries(Object.entries(writers).map(([name, write]) => [name, write()]));
const ours = texts['papaparse (ours)']!;
const times = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, write] of Object.entries(writers)) times.set(`write: ${name}`, [...(times.get(`write: ${name}`) ?? []), cpuMs(write)]);
  for (const [name, read] of Object.entries(readers))
    times.set(`read: ${name}`, [...(times.get(`read: ${name}`) ?? []), cpuMs(() => read(ours))]);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(
  `${new Date().toISOString()}; node ${process.version}; ${ROWS.toLocaleString('en')} rows of ${COLUMNS.length} columns, ${(ours.length / 1024 / 1024).toFixed(1)} MiB of CSV; /proc/loadavg ${(
    await import('node:os')
  )
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log('\nCorrectness:');
for (const verdict of verdicts) console.log(`- ${verdict}`);
console.log('\n| contender | CPU ms per 100,000 rows (median of 7) | rows/s |');
console.log('|---|---:|---:|');
for (const [name, values] of times) {
  const ms = median(values);
  console.log(`| ${name} | ${ms.toFixed(0)} | ${Math.round((ROWS / ms) * 1000).toLocaleString('en')} |`);
}
