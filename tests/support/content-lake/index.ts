/**
 * A Content Lake stand-in for tests (docs/architecture.md#tests): an in-memory dataset seeded from the
 * fixtures, answering Sanity's HTTP API on 127.0.0.1 and, through the browser stand-in, inside the page.
 */
export { hasToken, readableBy, tokenOf, type LakeRequest } from './access'
export { isOnRootPath, publishedIdOf, type SanityDocument } from './documents'
export { FIXTURES_DIR, loadFixtureContent, type ImageFile, type StandInContent } from './fixtures'
export { standInClient } from './client'
export { answerQuery, queryFromRequest, runGroq } from './groq'
export { apiPath, handleLakeRequest, type LakeContext, type LakeResponse, type LakeUser } from './handler'
export { parseListenRequest, subscribeListen, type MutationEvent } from './listen'
export { documentsFor } from './perspective'
export { DEFAULT_LAKE_USER, startContentLakeStandIn, type ContentLakeOptions, type ContentLakeStandIn } from './server'
export { ContentLakeStore } from './store'
export {
  answerStudioRequest,
  createStudioApi,
  isLoopbackOrigin,
  STAND_IN_PROVIDER,
  type StudioAnswer,
  type StudioApi,
} from './studio-api'
export { signWebhook, type WebhookDelivery } from './webhook'
