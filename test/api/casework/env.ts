/**
 * Case-workspace tests call the libraries directly (store, storage, outbox) against the suite's embedded stack:
 * this points this test process at it, configured as the stack configures its handlers. Import it first.
 */
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
