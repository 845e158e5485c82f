/**
 * Bundle one Lambda function with `bundleLambda` (infra/aws/bundling.ts: esbuild's asynchronous build, the Lambda
 * options and plugins), for the CDK's local bundling, which is synchronous and so runs this in a child process
 * (`functionCode` in infra/aws/constructs/api.ts):
 *
 *   node --import tsx scripts/bundle-lambda.ts <entry> <outdir>
 *
 * Writes index.mjs and chunks/ to <outdir>, prints the imports each plugin redirected as one JSON line, and exits 1
 * with esbuild's messages on stderr when the build fails.
 */
import { resolve } from 'node:path';
import { bundleLambda } from '../infra/aws/bundling';

const ROOT = resolve(__dirname, '..');

const [entry, outdir] = process.argv.slice(2);
if (!entry || !outdir) {
  process.stderr.write('usage: node --import tsx scripts/bundle-lambda.ts <entry> <outdir>\n');
  process.exit(2);
}
bundleLambda(ROOT, resolve(ROOT, entry), resolve(outdir)).then(
  ({ redirects }) => process.stdout.write(`${JSON.stringify({ redirects })}\n`),
  (err: Error) => {
    // esbuild has printed its messages (logLevel error); a plugin's setup error or ours is in the message.
    process.stderr.write(`${err?.message ?? err}\n`);
    process.exit(1);
  },
);
