import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A throwaway self-signed certificate for the stand-in's https port, made with the `openssl` command when the
 * stand-in starts and never written anywhere that outlives this call: browsers speak HTTP/2 (one connection for
 * every request) only over TLS, and over HTTP/1.1 the Studio's many open listen streams use up the six
 * connections a browser keeps per host, after which its requests wait forever.
 */

export interface Certificate {
  key: string
  cert: string
}

/** Host names only (`localhost`, `devlocal.localhost`), valid for two days. Throws when openssl is missing. */
export function makeLocalCertificate(hosts: readonly string[]): Certificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'lake-certificate-'))
  try {
    const keyFile = path.join(dir, 'key.pem')
    const certFile = path.join(dir, 'cert.pem')
    const names = [...new Set(hosts)].map((host) => `DNS:${host}`).join(',')
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=Content Lake stand-in (local only)',
        '-addext',
        `subjectAltName=${names}`,
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'pipe' },
    )
    return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
