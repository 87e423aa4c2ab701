/**
 * Who is asking, as the limits of the endpoint count clients: the socket's peer, or, when that
 * peer is a proxy the operator trusts (WEBHOOK_TRUSTED_PROXIES), the address it says it serves
 * in X-Forwarded-For. An IPv6 client is its /64: one home or one server gets a /64, so counting
 * its single addresses would give one machine 2^64 budgets.
 */
import { BlockList, isIP } from 'node:net';
import { UsageError } from '../cli/main.ts';

/** Parses `10.0.0.0/8, 127.0.0.1, ::1`: addresses and CIDR ranges, IPv4 or IPv6. */
export function trustedProxies(
  setting: string | undefined,
  name = 'WEBHOOK_TRUSTED_PROXIES',
): BlockList {
  const list = new BlockList();
  for (const entry of (setting ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefix = Number(bits ?? (family === 6 ? 128 : 32));
    if (
      !family ||
      rest.length > 0 ||
      !Number.isInteger(prefix) ||
      prefix < 0 ||
      prefix > (family === 6 ? 128 : 32)
    ) {
      throw new UsageError(
        `${name}: "${entry}" is not an IP address or a CIDR range such as 10.0.0.0/8`,
      );
    }
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

/** `::ffff:192.0.2.1` → `192.0.2.1`; a zone (`%eth0`) is dropped. */
function plain(address: string): string {
  const bare = address.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  return mapped ? mapped[1]! : bare;
}

const isTrusted = (trusted: BlockList, address: string) =>
  trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

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
 * appends the peer it saw) and only while the hop that wrote it is trusted, so a client
 * cannot choose its own address by sending the header.
 */
export function clientOf(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: BlockList,
): string {
  let address = plain(socketAddress ?? '');
  if (!isIP(address)) return 'unknown';
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map(plain)
    .filter(Boolean);
  while (isTrusted(trusted, address) && hops.length > 0) {
    const next = hops.pop()!;
    if (!isIP(next)) break;
    address = next;
  }
  return clientKeyOf(address);
}
