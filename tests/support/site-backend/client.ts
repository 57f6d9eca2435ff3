/** A service-role supabase-js client in Node, as the Edge Functions hold one. */
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import WebSocket from 'ws'

import { SERVICE_ROLE_KEY } from '../../../scripts/configured/keys'

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>
/**
 * Node 20 has no global WebSocket and supabase-js refuses to start without one. Realtime is never used by
 * the functions; ws satisfies the check at run time, its event typings differ from the DOM ones.
 */
const nodeWebSocket = WebSocket as unknown as RealtimeTransport

export function serviceRoleClient(url: string): SupabaseClient {
  return createClient(url, SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: nodeWebSocket },
  })
}
