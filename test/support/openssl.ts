// Self-signed certificates for the TLS tests (issue 21), made by the openssl command line. In CI
// (CI=true) a missing openssl fails the tests; elsewhere they are skipped with a sentence saying how
// to install it, as the browser tests do for Chromium (test/support/browser.ts).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const OPENSSL_PATH = process.env.OPENSSL_PATH ?? '/usr/bin/openssl';

/** For test(): `{ skip: reason }` when openssl is missing outside CI; in CI making a certificate fails instead. */
export function opensslSuite(): { skip?: string } {
  if (existsSync(OPENSSL_PATH) || process.env.CI === 'true') return {};
  return { skip: `openssl is not installed at ${OPENSSL_PATH}: apt-get install -y openssl (CI fails without it)` };
}

export interface Certificate {
  certPath: string;
  keyPath: string;
}

/** A P-256 key and a certificate for localhost and 127.0.0.1, valid for two days, in `folder`. */
export function selfSignedCertificate(folder: string, name = 'server'): Certificate {
  if (!existsSync(OPENSSL_PATH)) {
    throw new Error(
      `openssl is not installed at ${OPENSSL_PATH} (apt-get install -y openssl): the TLS tests need it to make a certificate`,
    );
  }
  const certPath = join(folder, `${name}.crt`);
  const keyPath = join(folder, `${name}.key`);
  execFileSync(
    OPENSSL_PATH,
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'pipe' },
  );
  return { certPath, keyPath };
}
