import { NodeHttpHandler } from '@smithy/node-http-handler';

/**
 * The common configuration of the functions' AWS clients (S3, SES, Cognito): the region, short timeouts so a slow
 * service fails the call rather than the Lambda, and — when `endpoint` is set (the local stack's emulators) — that
 * endpoint with dummy credentials. In AWS the function's role signs.
 */
export function clientConfig(endpoint: string | undefined, credentials = { accessKeyId: 'local', secretAccessKey: 'local' }) {
  return {
    region: process.env.AWS_REGION ?? 'us-west-2',
    // requestTimeout only warns unless throwOnRequestTimeout is set (@smithy/node-http-handler 4.x).
    requestHandler: new NodeHttpHandler({ connectionTimeout: 1000, requestTimeout: 5000, throwOnRequestTimeout: true }),
    ...(endpoint ? { endpoint, credentials } : {}),
  };
}
