/**
 * A key and a self-signed certificate for 127.0.0.1, made for one run: the site server then
 * speaks HTTP/2 over TLS, as Netlify does to visitors, to a browser told to accept it
 * (`--ignore-certificate-errors`). Never for anything a visitor reaches.
 */
import { generate } from 'selfsigned';

export async function localCertificate(): Promise<{ key: string; cert: string }> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: pems.private, cert: pems.cert };
}
