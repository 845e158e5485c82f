import { clientAddress } from '../../../functions/lib/client-address';

describe('clientAddress (D-4)', () => {
  it.each([
    ['203.0.113.7:46532', '203.0.113.7'],
    ['2001:db8::1:443', '2001:db8::1'],
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334:46532', '2001:0db8:85a3:0000:0000:8a2e:0370:7334'],
  ])('takes the viewer address from CloudFront-Viewer-Address %s → %s', (header, ip) => {
    expect(clientAddress({ 'cloudfront-viewer-address': header }, '130.176.0.1')).toBe(ip);
  });

  it('falls back to the source IP without the header, or when it is not an address', () => {
    expect(clientAddress({}, '198.51.100.4')).toBe('198.51.100.4');
    expect(clientAddress({ 'cloudfront-viewer-address': 'nonsense' }, '198.51.100.4')).toBe('198.51.100.4');
    expect(clientAddress({ 'cloudfront-viewer-address': '999.1.1.1:80' }, '198.51.100.4')).toBe('198.51.100.4');
    expect(clientAddress({}, undefined)).toBe('');
  });
});
