import { isIP } from 'node:net';

/**
 * The address of the person making a request, as recorded with an agreement's acceptance (B&P §6410 evidence). Behind
 * CloudFront, API Gateway's sourceIp is CloudFront's edge; CloudFront passes the viewer's own address and port in
 * `CloudFront-Viewer-Address` ("203.0.113.7:46532", "2001:db8::1:46532"), which it sets itself (a viewer's header of
 * that name does not survive). The API is reachable only through CloudFront in production (execute-api switched off),
 * so the header is CloudFront's. Without it (the local stack, a direct call), the source IP.
 */
export function clientAddress(headers: Record<string, string | undefined>, sourceIp: string | undefined): string {
  const viewer = headers['cloudfront-viewer-address']?.trim();
  if (viewer) {
    const ip = viewer.slice(0, viewer.lastIndexOf(':'));
    if (isIP(ip)) return ip;
  }
  return sourceIp ?? '';
}
