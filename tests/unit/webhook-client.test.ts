/** Who the rebuild endpoint counts a request against (scripts/lib/webhook/http/client.ts). */
import { describe, expect, it } from 'vitest';
import { clientKeyOf, clientOf, trustedProxies } from '../../scripts/lib/webhook/http/client.ts';

describe('the client a request counts against', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:ffff:ffff:ffff:ffff', '2001:db8:0:0::/64'],
    ['2001:0db8:0000:0007::1', '2001:db8:0:7::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1:2:3:4', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKeyOf(address)).toBe(key);
  });

  it('is the socket peer unless the peer is a trusted proxy', () => {
    const none = trustedProxies('');
    expect(clientOf('::ffff:203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9');
    const proxies = trustedProxies('10.0.0.0/8, ::1');
    expect(clientOf('10.1.2.3', '198.51.100.1', proxies)).toBe('198.51.100.1');
    expect(clientOf('::1', '2001:db8:5::9', proxies)).toBe('2001:db8:5:0::/64');
    // The client wrote the left entries; the proxy appended the right one.
    expect(clientOf('10.1.2.3', '1.1.1.1, 198.51.100.1', proxies)).toBe('198.51.100.1');
    // Proxies in a chain are passed over; an entry that is no address stops the walk at the proxy.
    expect(clientOf('10.1.2.3', ['198.51.100.1, 10.9.9.9', '10.0.0.5'], proxies)).toBe(
      '198.51.100.1',
    );
    expect(clientOf('10.1.2.3', 'unknown', proxies)).toBe('10.1.2.3');
    expect(clientOf('10.1.2.3', undefined, proxies)).toBe('10.1.2.3');
  });

  it('takes the named ranges loopback, linklocal and uniquelocal', () => {
    const local = trustedProxies('loopback, uniquelocal');
    expect(clientOf('::1', '198.51.100.1', local)).toBe('198.51.100.1');
    expect(clientOf('10.1.2.3', '198.51.100.1', local)).toBe('198.51.100.1');
    expect(clientOf('192.0.2.1', '198.51.100.1', local)).toBe('192.0.2.1');
  });

  it('refuses a setting that is not a list of addresses and ranges, naming the entry', () => {
    expect(() => trustedProxies('10.0.0.0/8, proxy.example')).toThrow(
      'WEBHOOK_TRUSTED_PROXIES: "proxy.example" is not an IP address',
    );
    expect(() => trustedProxies('10.0.0.0/33')).toThrow('"10.0.0.0/33"');
  });
});
