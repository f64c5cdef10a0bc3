import { isInternalAddress } from './internal-address';

describe('isInternalAddress', () => {
  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.10',
    '169.254.0.1',
    'fd12:3456::1',
    'fe80::1',
  ])('treats %s as one of our own processes', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each([
    '203.0.113.7',
    '172.32.0.1',
    '8.8.8.8',
    '2001:db8::1',
    '::ffff:203.0.113.7',
    'nonsense',
    '',
  ])('treats %s as a client on the internet', (address) => {
    expect(isInternalAddress(address)).toBe(false);
  });
});
