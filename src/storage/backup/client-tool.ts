// PostgreSQL's client programs (pg_dump, pg_restore, psql) as child processes, with a sentence for
// the two ways they fail: not installed, or ending non-zero (its last lines of stderr say why).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

export interface ToolRun {
  stdout: string;
}

/** Runs a tool to its end; resolves to what it printed, rejects with a sentence. */
export function runClientTool(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<ToolRun> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  return finished(command, child).then(() => ({ stdout }));
}

/** Resolves when `child` exits 0; collects its stderr for the sentence otherwise. */
export function finished(command: string, child: ChildProcess): Promise<void> {
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} was not found on PATH; install PostgreSQL's client programs (Debian: apt-get install postgresql-client-15), of the server's major version or newer.`,
            )
          : error,
      );
    });
    child.once('close', (code, signal) => {
      if (code === 0) return resolve();
      const why = stderr.trim().split('\n').slice(-3).join(' ').trim();
      reject(new Error(`${command} failed (${signal === null ? `exit code ${code}` : `signal ${signal}`})${why === '' ? '' : `: ${why}`}`));
    });
  });
}
