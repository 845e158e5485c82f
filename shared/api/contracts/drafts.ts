import { defineContract, LARGE_MAX_BODY_BYTES } from '../contract';
import { DraftSchema, DraftsListResponseSchema, DraftSummarySchema, SaveDraftRequestSchema } from '../drafts';
import { draftsRoutes } from '../route-tables/drafts';

export const draftsContract = defineContract(draftsRoutes, {
  'GET /drafts': {
    success: { status: 200, description: 'The caller’s drafts (no answers)', schema: DraftsListResponseSchema },
    errors: [],
  },
  'GET /drafts/{questionnaireType}': { success: { status: 200, description: 'The draft', schema: DraftSchema }, errors: ['not_found'] },
  'PUT /drafts/{questionnaireType}': {
    body: SaveDraftRequestSchema,
    maxBodyBytes: LARGE_MAX_BODY_BYTES,
    success: { status: 200, description: 'Saved', schema: DraftSummarySchema },
    errors: ['validation_failed', 'not_found'],
  },
  'DELETE /drafts/{questionnaireType}': { success: { status: 204, description: 'Deleted' }, errors: ['not_found'] },
});
