import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { isIP } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A throwaway self-signed certificate, made with the `openssl` command when a local server starts and never written
 * anywhere that outlives this call. Browsers speak HTTP/2 (one connection for every request) only over TLS. The
 * Content Lake stand-in needs that because over HTTP/1.1 the Studio's many open listen streams use up the six
 * connections a browser keeps per host, after which its requests wait forever. The benchmark's `--http2` needs
 * it to serve pages as the site's host does (scripts/bench/http2-front.ts).
 */

export interface Certificate {
  key: string
  cert: string
}

/**
 * For these host names (`localhost`) and addresses (`127.0.0.1`), valid for two days, with `subject` as its common
 * name. Throws when openssl is missing.
 */
export function makeLocalCertificate(hosts: readonly string[], subject: string): Certificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'local-certificate-'))
  try {
    const keyFile = path.join(dir, 'key.pem')
    const certFile = path.join(dir, 'cert.pem')
    const names = [...new Set(hosts)].map((host) => `${isIP(host) ? 'IP' : 'DNS'}:${host}`).join(',')
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
        `/CN=${subject}`,
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
