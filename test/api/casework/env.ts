/**
 * Case-workspace tests call the libraries directly (store, storage, outbox) against the suite's embedded stack:
 * this points this test process at it, configured as the stack configures its handlers. Import it first.
 */
import { readInbox, type LocalMail } from '../../../infra/local/ses';
import { stack } from '../helpers';

const s = stack();
Object.assign(process.env, {
  TABLE_NAME: s.tableName,
  DYNAMODB_ENDPOINT: s.dynamodbEndpoint,
  AWS_REGION: 'us-west-2',
  S3_ENDPOINT: s.s3Endpoint,
  DOCUMENTS_BUCKET: s.documentsBucket,
  SES_ENDPOINT: s.sesEndpoint,
  MAIL_FROM: s.mailFrom,
  COGNITO_ENDPOINT: s.cognitoEndpoint,
  USER_POOL_ID: s.userPoolId,
  SITE_URL: 'http://localhost:5173',
  LOG_LEVEL: 'error',
});

export const stackInfo = s;

/** Wait (bounded: 30 s) until the SES emulator holds a message to `to` matching `pick`. */
export async function waitForMail(to: string, pick: (m: LocalMail) => boolean = () => true): Promise<LocalMail> {
  for (let i = 0; i < 300; i++) {
    const found = (await readInbox(s.sesEndpoint, to)).find(pick);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}
