import { draftsContract } from '../../shared/api/contracts/drafts';
import { notFound } from '../lib/errors';
import { createHandler, withSessionCheck } from '../lib/http';
import { assertSessionNotRevoked } from '../lib/revocation';
import { deleteDraft, getDraft, listDrafts, saveDraft } from '../lib/store/drafts';

/** An unknown questionnaire type has no draft: its path parameter answers 404 (the contract's schema). */
export const handler = createHandler(withSessionCheck(draftsContract, assertSessionNotRevoked), {
  'GET /drafts': async (req) => ({ items: await listDrafts(req.user.sub) }),
  'GET /drafts/{questionnaireType}': async (req) => {
    const draft = await getDraft(req.user.sub, req.params.questionnaireType);
    if (!draft) throw notFound('No draft');
    return draft;
  },
  'PUT /drafts/{questionnaireType}': async (req) => saveDraft(req.user.sub, req.params.questionnaireType, req.body),
  'DELETE /drafts/{questionnaireType}': async (req) => {
    if (!(await deleteDraft(req.user.sub, req.params.questionnaireType))) throw notFound('No draft');
  },
});
