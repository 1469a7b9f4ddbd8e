// TLS_CERT and TLS_KEY (issue 21): the server speaks HTTPS itself, for a deployment with no proxy in
// front. The files are read and checked once at start-up, so that a wrong path, a file that is not
// PEM, or a key of another certificate stops the start with a sentence naming the variable, instead
// of OpenSSL's "error:0480006C:PEM routines::no start line" or a failure at the first handshake.
import { X509Certificate, createPrivateKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { TlsPaths } from './config.js';

export interface TlsFiles {
  /** The certificate, followed by its intermediates when the file holds a chain. */
  cert: Buffer;
  key: Buffer;
}

export function readTlsFiles(paths: TlsPaths): TlsFiles {
  const cert = readPem('TLS_CERT', paths.certPath);
  const key = readPem('TLS_KEY', paths.keyPath);
  let certificate: X509Certificate;
  try {
    // The first certificate of the file is the server's own; any after it are its chain.
    certificate = new X509Certificate(cert);
  } catch {
    throw new Error(`TLS_CERT (${paths.certPath}) holds no PEM certificate: it must begin with -----BEGIN CERTIFICATE-----`);
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(key);
  } catch {
    throw new Error(
      `TLS_KEY (${paths.keyPath}) holds no unencrypted PEM private key: it must begin with -----BEGIN PRIVATE KEY----- (or an RSA or EC key's own header), without a passphrase`,
    );
  }
  if (!certificate.checkPrivateKey(privateKey)) {
    throw new Error(`TLS_KEY (${paths.keyPath}) is not the private key of the certificate in TLS_CERT (${paths.certPath})`);
  }
  return { cert, key };
}

function readPem(variable: string, path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EACCES'
          ? 'permission denied'
          : code === 'EISDIR'
            ? 'it is a folder'
            : String(code ?? error);
    throw new Error(`${variable} names ${path}, which cannot be read (${why})`);
  }
}
