import { makeLocalCertificate as makeCertificate, type Certificate } from '../../../scripts/local-certificate'

export type { Certificate }

/** The stand-in's https certificate, for its host names (`localhost`, `devlocal.localhost`). */
export function makeLocalCertificate(hosts: readonly string[]): Certificate {
  return makeCertificate(hosts, 'Content Lake stand-in (local only)')
}
