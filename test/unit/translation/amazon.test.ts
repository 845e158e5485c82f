/**
 * The Amazon Translate engine (functions/lib/translation/amazon.ts) with the real AWS SDK client against a local
 * HTTP server that answers TranslateText as Amazon documents it (AWS itself cannot be reached here): JSON 1.1 with the
 * AWSShineFrontendService_20170701 target, a signed request, 10,000 bytes of text at most
 * (TextSizeLimitExceededException above), throttling and unsupported pairs as errors.
 */
import { TranslateClient } from '@aws-sdk/client-translate';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { AmazonTranslateEngine, AMAZON_TRANSLATE_MAX_BYTES } from '../../../functions/lib/translation/amazon';
import { translateTexts } from '../../../functions/lib/translation/engine';

jest.setTimeout(30_000);

let server: http.Server;
let url: string;
const received: Array<{ target: string; signed: boolean; bytes: number; from: string; to: string }> = [];
/** What the server answers next instead of a translation (an error name), if anything. */
let failWith: { type: string; status: number } | null = null;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        Text: string;
        SourceLanguageCode: string;
        TargetLanguageCode: string;
      };
      const bytes = Buffer.byteLength(body.Text, 'utf8');
      received.push({
        target: String(req.headers['x-amz-target']),
        signed: /^AWS4-HMAC-SHA256 Credential=/.test(String(req.headers.authorization)),
        bytes,
        from: body.SourceLanguageCode,
        to: body.TargetLanguageCode,
      });
      const error = failWith ?? (bytes > AMAZON_TRANSLATE_MAX_BYTES ? { type: 'TextSizeLimitExceededException', status: 400 } : null);
      if (error) {
        res.writeHead(error.status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': error.type });
        res.end(JSON.stringify({ __type: error.type, Message: 'refused' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(
        JSON.stringify({
          TranslatedText: `[${body.TargetLanguageCode}] ${body.Text}`,
          SourceLanguageCode: body.SourceLanguageCode,
          TargetLanguageCode: body.TargetLanguageCode,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  failWith = null;
});

const engine = () =>
  new AmazonTranslateEngine(
    new TranslateClient({
      region: 'us-west-2',
      endpoint: url,
      credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
      maxAttempts: 1,
      requestHandler: new NodeHttpHandler({ requestTimeout: 5000 }),
    }),
  );

it('sends signed TranslateText requests, Spanish to English and back', async () => {
  const out = await translateTexts(engine(), [{ text: 'Hola.', multiline: false }], 'es', 'en');
  expect(out).toEqual([{ text: '[en] Hola.', unknownWords: [] }]);
  await translateTexts(engine(), [{ text: 'Hello.', multiline: false }], 'en', 'es');
  expect(received).toEqual([
    { target: 'AWSShineFrontendService_20170701.TranslateText', signed: true, bytes: 5, from: 'es', to: 'en' },
    { target: 'AWSShineFrontendService_20170701.TranslateText', signed: true, bytes: 6, from: 'en', to: 'es' },
  ]);
  expect(await engine().version()).toBe('TranslateText 2017-07-01, us-west-2');
});

it('an answer over 10,000 bytes goes as pieces cut at sentence ends, each within the limit (the service refuses more)', async () => {
  const sentence = 'Él me amenazó con un cuchillo en la cocina y después rompió mis papeles de migración. ';
  const text = sentence
    .repeat(Math.ceil(5000 / sentence.length))
    .slice(0, 5000)
    .trim();
  expect(Buffer.byteLength(text)).toBeGreaterThan(AMAZON_TRANSLATE_MAX_BYTES / 2);
  const double = `${text}\n\n${text}`;
  expect(Buffer.byteLength(double)).toBeGreaterThan(AMAZON_TRANSLATE_MAX_BYTES);
  const [out] = await translateTexts(engine(), [{ text: double, multiline: true }], 'es', 'en');
  expect(received.length).toBeGreaterThan(1);
  for (const r of received) expect(r.bytes).toBeLessThanOrEqual(AMAZON_TRANSLATE_MAX_BYTES);
  expect(out.text.replace(/\[en\] /g, '')).toBe(double.replace(/ +/g, ' '));
});

it('throttling and a service outage are worth another try later; an unsupported pair is not', async () => {
  failWith = { type: 'TooManyRequestsException', status: 400 };
  await expect(engine().translate(['Hola.'], 'es', 'en')).rejects.toMatchObject({
    name: 'EngineError',
    code: 'TooManyRequestsException',
    retryable: true,
  });
  failWith = { type: 'ServiceUnavailableException', status: 503 };
  await expect(engine().translate(['Hola.'], 'es', 'en')).rejects.toMatchObject({ code: 'ServiceUnavailableException', retryable: true });
  failWith = { type: 'UnsupportedLanguagePairException', status: 400 };
  await expect(engine().translate(['Hola.'], 'es', 'en')).rejects.toMatchObject({
    code: 'UnsupportedLanguagePairException',
    retryable: false,
  });
});
