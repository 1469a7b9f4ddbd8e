// An npm script run as an operator runs it (`npm run keys -- …`, `npm run users -- …`), on the
// database DATABASE_URL names, with what it prints and how it exits.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run -s <script> -- …args` with `input` on its standard input (none when undefined). */
export function runScript(script: string, databaseUrl: string, args: readonly string[], input?: string): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', script, '--', ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    // A command that does not read its input may have ended before it is written.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}
