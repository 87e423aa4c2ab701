/**
 * Who is asking, as the limits of the endpoint count clients: the socket's peer, or, when that
 * peer is a proxy the operator trusts (WEBHOOK_TRUSTED_PROXIES), the address it says it serves
 * in X-Forwarded-For. An IPv6 client is its /64: one home or one server gets a /64, so counting
 * its single addresses would give one machine 2^64 budgets.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';
import { UsageError } from '../../cli/main.ts';

/** Whether the hop at an address may name the one before it (proxy-addr's compiled trust). */
export type TrustedProxies = (address: string, hop: number) => boolean;

/**
 * Parses `10.0.0.0/8, 127.0.0.1, ::1`: addresses and CIDR ranges, IPv4 or IPv6, and
 * proxy-addr's names `loopback`, `linklocal` and `uniquelocal`.
 */
export function trustedProxies(
  setting: string | undefined,
  name = 'WEBHOOK_TRUSTED_PROXIES',
): TrustedProxies {
  const entries = (setting ?? '').split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    try {
      proxyaddr.compile(entry);
    } catch {
      throw new UsageError(
        `${name}: "${entry}" is not an IP address or a CIDR range such as 10.0.0.0/8`,
      );
    }
  }
  return proxyaddr.compile(entries);
}

/** `::ffff:192.0.2.1` → `192.0.2.1`; a zone (`%eth0`) is dropped. */
function plain(address: string): string {
  const bare = address.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  return mapped ? mapped[1]! : bare;
}

/** The /64 of an IPv6 address, in full (`2001:db8:0:1::/64`); an IPv4 address as it is. */
export function clientKeyOf(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`::1.2.3.4`) only ever sits in the host half, which is dropped.
  const groups = [
    ...left,
    ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
    ...right,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The client a request counts against. X-Forwarded-For is read from the right (each proxy
 * appends the peer it saw) and only while the hop that wrote it is trusted (proxy-addr), so a
 * client cannot choose its own address by sending the header; an entry that is no address
 * stops the walk at the proxy that wrote it.
 */
export function clientOf(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string {
  const address = plain(socketAddress ?? '');
  if (!isIP(address)) return 'unknown';
  const request = {
    socket: { remoteAddress: address },
    headers: { 'x-forwarded-for': [forwardedFor ?? []].flat().join(',') },
  } as unknown as IncomingMessage;
  const hops = proxyaddr.all(request, trusted).map(plain);
  return clientKeyOf(hops.findLast((hop) => isIP(hop) !== 0) ?? address);
}
