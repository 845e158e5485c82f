import { QuestionnaireTypeSchema } from '../../shared/api/common';
import { SaveDraftRequestSchema, type Draft, type DraftsListResponse, type DraftSummary } from '../../shared/api/drafts';
import { notFound } from '../lib/errors';
import { createHandler, json, noContent, type Request } from '../lib/http';
import { deleteDraft, getDraft, listDrafts, saveDraft } from '../lib/store/drafts';

/** An unknown questionnaire type has no draft: 404. */
const typeOf = (req: Request) => req.param('questionnaireType', QuestionnaireTypeSchema);

export const handler = createHandler('drafts', {
  'GET /drafts': async (req) => {
    const body: DraftsListResponse = { items: await listDrafts(req.user.sub) };
    return json(200, body);
  },
  'GET /drafts/{questionnaireType}': async (req) => {
    const draft: Draft | null = await getDraft(req.user.sub, typeOf(req));
    if (!draft) throw notFound('No draft');
    return json(200, draft);
  },
  'PUT /drafts/{questionnaireType}': async (req) => {
    const type = typeOf(req);
    const body: DraftSummary = await saveDraft(req.user.sub, type, req.body(SaveDraftRequestSchema));
    return json(200, body);
  },
  'DELETE /drafts/{questionnaireType}': async (req) => {
    if (!(await deleteDraft(req.user.sub, typeOf(req)))) throw notFound('No draft');
    return noContent();
  },
});
