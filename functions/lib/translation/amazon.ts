/**
 * Amazon Translate (TranslateText, Spanish ↔ English): the translation engine in AWS. Called by the outbox consumer
 * (the function that prepares a case's drafts), whose role alone has `translate:TranslateText`
 * (infra/aws/constructs/mail.ts). One request per piece of text, at most `TRANSLATE_CONCURRENCY` at a time.
 *
 * Limits and errors as Amazon documents them: a request's text is at most 10,000 bytes of UTF-8
 * (TextSizeLimitExceededException above it — translateTexts splits longer answers at sentence boundaries first);
 * TooManyRequestsException, ServiceUnavailableException, InternalServerException and timeouts are worth another try
 * later; UnsupportedLanguagePairException, InvalidRequestException, TextSizeLimitExceededException,
 * DetectedLanguageLowConfidenceException and ResourceNotFoundException are not (the drafts stay pending, visible to
 * staff with a retry). Locally there is no Amazon Translate: TRANSLATE_ENDPOINT points the same client at a test
 * server in the unit tests (test/unit/translation/amazon.test.ts).
 */
import { TranslateClient, TranslateTextCommand } from '@aws-sdk/client-translate';
import { clientConfig } from '../aws';
import { EngineError, type EngineResult, type Lang, type TranslationEngine } from './engine';

/** TranslateText's limit on one request's text, in UTF-8 bytes. */
export const AMAZON_TRANSLATE_MAX_BYTES = 10_000;
const CONCURRENCY = 4;

/** Errors that the same request will meet again: no retry. */
export const PERMANENT_TRANSLATE_ERRORS = new Set([
  'UnsupportedLanguagePairException',
  'InvalidRequestException',
  'TextSizeLimitExceededException',
  'DetectedLanguageLowConfidenceException',
  'ResourceNotFoundException',
  'InvalidParameterValueException',
  'AccessDeniedException',
]);

export class AmazonTranslateEngine implements TranslationEngine {
  readonly name = 'amazon-translate';
  readonly maxBytes = AMAZON_TRANSLATE_MAX_BYTES;

  constructor(
    private readonly client: TranslateClient = new TranslateClient({
      ...clientConfig(process.env.TRANSLATE_ENDPOINT),
      maxAttempts: 2,
    }),
  ) {}

  /** Amazon Translate publishes no model version: the API version and the region say which service drafted. */
  async version(): Promise<string> {
    const region = await this.client.config.region();
    return `TranslateText 2017-07-01, ${region}`;
  }

  async translate(texts: readonly string[], from: Lang, to: Lang): Promise<EngineResult[]> {
    const results: EngineResult[] = new Array(texts.length);
    let next = 0;
    const worker = async () => {
      while (next < texts.length) {
        const i = next++;
        results[i] = { text: await this.one(texts[i], from, to), unknownWords: [] };
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, texts.length) }, worker));
    return results;
  }

  private async one(text: string, from: Lang, to: Lang): Promise<string> {
    try {
      const out = await this.client.send(new TranslateTextCommand({ Text: text, SourceLanguageCode: from, TargetLanguageCode: to }));
      if (typeof out.TranslatedText !== 'string') throw new EngineError('TranslateEmptyAnswer', true);
      return out.TranslatedText;
    } catch (err) {
      if (err instanceof EngineError) throw err;
      const name = (err as { name?: string } | null)?.name ?? 'Error';
      throw new EngineError(name, !PERMANENT_TRANSLATE_ERRORS.has(name));
    }
  }
}
