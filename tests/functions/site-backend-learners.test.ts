/**
 * The stand-in's REST for a family's learners, driven with supabase-js as the site drives it: PATCH and DELETE
 * with filters (204, or the rows under return=representation), the upserts on a learner's progress and writing,
 * and RLS deciding what another parent may touch.
 */
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { DB_HOOK_TIMEOUT } from '../../supabase/scripts/pglite'
import { startSiteBackend, type SiteBackend } from '../support/site-backend/server'

const COURSE = 'course-kiswahili-language-culture'
type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>
const transport = WebSocket as unknown as RealtimeTransport

let backend: SiteBackend
let counter = 0

interface Parent {
  client: SupabaseClient
  id: string
}

async function signedIn(): Promise<Parent> {
  counter += 1
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport },
  })
  const email = `family${counter}.${Date.now()}@example.com`
  await client.auth.signUp({ email, password: 'correct horse battery' })
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'correct horse battery' })
  expect(error).toBeNull()
  return { client, id: data.user?.id ?? '' }
}

async function addLearner(parent: Parent, displayName: string): Promise<string> {
  const { data, error } = await parent.client
    .from('learners')
    .insert({ display_name: displayName, grade_band: '3-5', avatar: 'lion' })
    .select('id')
    .single()
  expect(error).toBeNull()
  return (data as { id: string }).id
}

async function learnerRow(id: string) {
  const [row] = await backend.sql<{ display_name: string; grade_band: string | null; avatar: string }[]>`
    select display_name, grade_band, avatar from public.learners where id = ${id}`
  return row ?? null
}

async function countOf(table: 'lesson_progress' | 'writing_submissions', learner: string): Promise<number> {
  const [row] = await backend.sql<{ n: number }[]>`
    select count(*)::int as n from ${backend.sql(`public.${table}`)} where learner_id = ${learner}`
  return row?.n ?? 0
}

beforeAll(async () => {
  backend = await startSiteBackend({ port: 0, siteUrl: 'http://127.0.0.1:3999' })
}, DB_HOOK_TIMEOUT)

afterAll(async () => {
  await backend?.close()
})

describe('site backend: learners over REST', () => {
  it("adds a learner owned by the signed-in parent and lists only that parent's learners", async () => {
    const parent = await signedIn()
    const other = await signedIn()
    const { data, error, status } = await parent.client
      .from('learners')
      .insert({ display_name: 'Asha', grade_band: 'k-2', avatar: 'elephant' })
      .select('parent_id, display_name, grade_band, avatar')
      .single()
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toEqual({ parent_id: parent.id, display_name: 'Asha', grade_band: 'k-2', avatar: 'elephant' })
    await addLearner(other, 'Tendai')
    const listed = await parent.client.from('learners').select('display_name')
    expect(listed.data).toEqual([{ display_name: 'Asha' }])
  })

  it('PATCH renames a learner: 204 by default, the rows with return=representation', async () => {
    const parent = await signedIn()
    const id = await addLearner(parent, 'Chinwe')
    const minimal = await parent.client.from('learners').update({ avatar: 'sun' }).eq('id', id)
    expect(minimal.error).toBeNull()
    expect(minimal.status).toBe(204)
    expect(minimal.data).toBeNull()
    const represented = await parent.client
      .from('learners')
      .update({ display_name: 'Chi', grade_band: '6-8' })
      .eq('id', id)
      .select('display_name, grade_band, avatar')
    expect(represented.error).toBeNull()
    expect(represented.status).toBe(200)
    expect(represented.data).toEqual([{ display_name: 'Chi', grade_band: '6-8', avatar: 'sun' }])
    expect(await learnerRow(id)).toEqual({ display_name: 'Chi', grade_band: '6-8', avatar: 'sun' })
  })

  it('PATCH from another parent changes nothing, and nobody may move a learner to another account', async () => {
    const parent = await signedIn()
    const stranger = await signedIn()
    const id = await addLearner(parent, 'Femi')
    const foreign = await stranger.client.from('learners').update({ display_name: 'Taken' }).eq('id', id).select()
    expect(foreign.error).toBeNull()
    expect(foreign.data).toEqual([])
    const moved = await parent.client.from('learners').update({ parent_id: stranger.id }).eq('id', id)
    expect(moved.error?.code).toBe('42501')
    expect(moved.status).toBe(403)
    const refused = await parent.client.from('learners').update({ display_name: 'me@example.org' }).eq('id', id)
    expect(refused.error?.code).toBe('23514')
    expect(refused.status).toBe(400)
    expect(await learnerRow(id)).toMatchObject({ display_name: 'Femi' })
  })

  it('refuses a single-object PATCH that matches several rows, and changes none of them', async () => {
    const parent = await signedIn()
    const first = await addLearner(parent, 'Lulu')
    const second = await addLearner(parent, 'Mosi')
    const { error, status } = await parent.client
      .from('learners')
      .update({ avatar: 'drum' })
      .in('id', [first, second])
      .select('id')
      .single()
    expect(status).toBe(406)
    expect(error?.code).toBe('PGRST116')
    expect(await learnerRow(first)).toMatchObject({ avatar: 'lion' })
    expect(await learnerRow(second)).toMatchObject({ avatar: 'lion' })
  })

  it('refuses PATCH and DELETE without a filter, as Supabase does, and keeps every row', async () => {
    const parent = await signedIn()
    const id = await addLearner(parent, 'Neema')
    const update = await parent.client.from('learners').update({ avatar: 'star' })
    expect(update.status).toBe(400)
    expect(update.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' })
    const remove = await parent.client.from('learners').delete()
    expect(remove.status).toBe(400)
    expect(remove.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' })
    expect(await learnerRow(id)).toMatchObject({ avatar: 'lion' })
  })

  it("upserts a learner's progress and writing on the learner key; a sibling keeps its own", async () => {
    const parent = await signedIn()
    const first = await addLearner(parent, 'Oluchi')
    const second = await addLearner(parent, 'Pendo')
    const progress = (learner: string, correct: number) =>
      parent.client.from('lesson_progress').upsert(
        {
          learner_id: learner,
          course_id: COURSE,
          lesson_key: 'numbers-quiz',
          completed_at: null,
          best_correct: correct,
          best_total: 4,
        },
        { onConflict: 'learner_id,course_id,lesson_key' },
      )
    expect((await progress(first, 3)).error).toBeNull()
    expect((await progress(first, 1)).error).toBeNull()
    expect((await progress(second, 2)).error).toBeNull()
    const scores = await parent.client
      .from('lesson_progress')
      .select('learner_id, best_correct')
      .order('best_correct', { ascending: false })
    expect(scores.data).toEqual([
      { learner_id: first, best_correct: 3 },
      { learner_id: second, best_correct: 2 },
    ])

    const submit = (body: string, words: number) =>
      parent.client
        .from('writing_submissions')
        .upsert(
          { learner_id: first, course_id: COURSE, lesson_key: 'my-village', body, word_count: words },
          { onConflict: 'learner_id,course_id,lesson_key' },
        )
    expect((await submit('Our village has a big tree.', 6)).error).toBeNull()
    expect((await submit('Our village has a big baobab where elders meet.', 9)).error).toBeNull()
    const writing = await parent.client.from('writing_submissions').select('body, word_count')
    expect(writing.data).toEqual([{ body: 'Our village has a big baobab where elders meet.', word_count: 9 }])
  })

  it("refuses progress for another parent's learner", async () => {
    const parent = await signedIn()
    const stranger = await signedIn()
    const theirs = await addLearner(stranger, 'Rehema')
    const { error, status } = await parent.client
      .from('lesson_progress')
      .insert({ learner_id: theirs, course_id: COURSE, lesson_key: 'greetings' })
    expect(error?.code).toBe('23503')
    expect(status).toBe(409)
    expect(await countOf('lesson_progress', theirs)).toBe(0)
  })

  it('DELETE removes a learner with its progress and writing: 204, or the removed rows when asked', async () => {
    const parent = await signedIn()
    const leaving = await addLearner(parent, 'Sadiki')
    const staying = await addLearner(parent, 'Tumaini')
    for (const learner of [leaving, staying]) {
      await parent.client
        .from('lesson_progress')
        .insert({ learner_id: learner, course_id: COURSE, lesson_key: 'greetings' })
      await parent.client.from('writing_submissions').insert({
        learner_id: learner,
        course_id: COURSE,
        lesson_key: 'my-village',
        body: 'We fetch water at dawn.',
        word_count: 5,
      })
    }
    const stranger = await signedIn()
    const foreign = await stranger.client.from('learners').delete().eq('id', leaving).select('id')
    expect(foreign.data).toEqual([])
    expect(await learnerRow(leaving)).not.toBeNull()

    const removed = await parent.client.from('learners').delete().eq('id', leaving).select('display_name')
    expect(removed.error).toBeNull()
    expect(removed.status).toBe(200)
    expect(removed.data).toEqual([{ display_name: 'Sadiki' }])
    expect(await learnerRow(leaving)).toBeNull()
    expect(await countOf('lesson_progress', leaving)).toBe(0)
    expect(await countOf('writing_submissions', leaving)).toBe(0)
    expect(await countOf('lesson_progress', staying)).toBe(1)
    expect(await countOf('writing_submissions', staying)).toBe(1)

    const minimal = await parent.client.from('learners').delete().eq('id', staying)
    expect(minimal.error).toBeNull()
    expect(minimal.status).toBe(204)
    expect(await learnerRow(staying)).toBeNull()
  })

  it("refuses a ninth learner with the database's message", async () => {
    const parent = await signedIn()
    const eight = Array.from({ length: 8 }, (_, n) => ({ display_name: `Child ${n + 1}` }))
    expect((await parent.client.from('learners').insert(eight)).error).toBeNull()
    const { error, status } = await parent.client.from('learners').insert({ display_name: 'Child 9' })
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: '23514', message: 'A family account can have at most 8 learners' })
  })
})
