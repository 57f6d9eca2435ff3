// The RLS matrix as data: every table × select/insert/update/delete, and for each case exactly which
// of anon, user A, user B and the service role may do it. Each probe answers "did it take effect?"
// (row visible / row written); a refusal is either a permission error (42501) or zero rows touched.
import type { Transaction } from '@electric-sql/pglite'

export type ActorKey = 'anon' | 'userA' | 'userB' | 'service'

export const ACTOR_LABEL: Record<ActorKey, string> = {
  anon: 'anon',
  userA: 'user A',
  userB: 'user B',
  service: 'service_role',
}

/** Ids of the rows the matrix probes (created by the superuser before the cases run). */
export interface World {
  userA: string
  userB: string
  /** A third user with no reviews (target of the hand-over probe). */
  userC: string
  product: string
  /** A second product nobody has reviewed, for insert probes. */
  freshProduct: string
  /** An instant download with a file in the private bucket. */
  downloadProduct: string
  reviewA: string
  reviewB: string
  orderA: string
  orderB: string
  guestOrder: string
  event: string
  application: string
  object: string
  /** A learner of user A's family and one of user B's, each with a progress row and a writing submission. */
  learnerA: string
  learnerB: string
  /** A second learner of user A, with nothing recorded yet. */
  newLearnerA: string
}

/**
 * Lesson progress rows the matrix probes (course, lesson key), one per user's learner; writing submissions the
 * same, on a writing lesson.
 */
export const PROGRESS = {
  course: 'course-kiswahili-language-culture',
  lessonA: 'greetings',
  lessonB: 'family-words',
  writingA: 'my-village-story',
  writingB: 'a-poem-about-rain',
} as const

export interface Probe {
  table: string
  operation: 'select' | 'insert' | 'update' | 'delete'
  /** Reads after "<actor> can|cannot …". */
  action: string
  allowed: Record<ActorKey, boolean>
  run: (tx: Transaction, world: World, self: string | null) => Promise<number>
}

const only = (...keys: ActorKey[]): Record<ActorKey, boolean> => ({
  anon: keys.includes('anon'),
  userA: keys.includes('userA'),
  userB: keys.includes('userB'),
  service: keys.includes('service'),
})
const everyone = only('anon', 'userA', 'userB', 'service')
const serviceOnly = only('service')

async function count(tx: Transaction, sql: string, params: unknown[]): Promise<number> {
  const result = await tx.query(sql, params)
  return result.command === 'SELECT' ? result.rows.length : (result.affectedRows ?? 0)
}

const application = {
  name: 'Zawadi Mensah',
  email: 'zawadi@example.org',
  phone: '+1 (555) 010-2030',
  position: 'Mathematics Teacher',
  experience: 'Ten years teaching middle school maths.',
  motivation: 'I want to teach with culture at the centre.',
}

export const probes: Probe[] = [
  // ── lesson_progress: a parent reads and writes only their own learners' rows ───────────
  {
    table: 'lesson_progress',
    operation: 'select',
    action: "read user A's learner's progress",
    allowed: only('userA', 'service'),
    run: (tx, w) => count(tx, 'select lesson_key from public.lesson_progress where learner_id = $1', [w.learnerA]),
  },
  {
    table: 'lesson_progress',
    operation: 'select',
    action: "read user B's learner's progress",
    allowed: only('userB', 'service'),
    run: (tx, w) => count(tx, 'select lesson_key from public.lesson_progress where learner_id = $1', [w.learnerB]),
  },
  {
    table: 'lesson_progress',
    operation: 'insert',
    action: "record a lesson as completed for user A's learner",
    allowed: only('userA', 'service'),
    run: (tx, w) =>
      count(
        tx,
        `insert into public.lesson_progress (learner_id, user_id, course_id, lesson_key) values ($1, $2, $3, 'numbers')`,
        [w.learnerA, w.userA, PROGRESS.course],
      ),
  },
  {
    table: 'lesson_progress',
    operation: 'insert',
    action: "record a lesson as completed for user B's learner",
    allowed: only('userB', 'service'),
    run: (tx, w) =>
      count(
        tx,
        `insert into public.lesson_progress (learner_id, user_id, course_id, lesson_key) values ($1, $2, $3, 'numbers')`,
        [w.learnerB, w.userB, PROGRESS.course],
      ),
  },
  {
    table: 'lesson_progress',
    operation: 'update',
    action: "change user A's learner's completion time",
    allowed: only('userA', 'service'),
    run: (tx, w) =>
      count(tx, `update public.lesson_progress set completed_at = now() where learner_id = $1`, [w.learnerA]),
  },
  {
    table: 'lesson_progress',
    operation: 'update',
    action: "record a best exercise score on user A's learner's lesson",
    allowed: only('userA', 'service'),
    run: (tx, w) =>
      count(tx, `update public.lesson_progress set best_correct = 3, best_total = 4 where learner_id = $1`, [
        w.learnerA,
      ]),
  },
  {
    table: 'lesson_progress',
    operation: 'insert',
    action: "record an exercise score (not completed) for user B's learner",
    allowed: only('userB', 'service'),
    run: (tx, w) =>
      count(
        tx,
        `insert into public.lesson_progress (learner_id, user_id, course_id, lesson_key, completed_at, best_correct, best_total)
         values ($1, $2, $3, 'market-day', null, 1, 4)`,
        [w.learnerB, w.userB, PROGRESS.course],
      ),
  },
  {
    table: 'lesson_progress',
    operation: 'update',
    action: "hand user A's learner's progress over to user B's learner",
    allowed: serviceOnly,
    run: (tx, w) =>
      count(tx, 'update public.lesson_progress set user_id = $2, learner_id = $3 where learner_id = $1', [
        w.learnerA,
        w.userB,
        w.learnerB,
      ]),
  },
  {
    table: 'lesson_progress',
    operation: 'delete',
    action: "clear user A's learner's progress",
    allowed: only('userA', 'service'),
    run: (tx, w) => count(tx, 'delete from public.lesson_progress where learner_id = $1', [w.learnerA]),
  },
  {
    table: 'lesson_progress',
    operation: 'delete',
    action: "clear user B's learner's progress",
    allowed: only('userB', 'service'),
    run: (tx, w) => count(tx, 'delete from public.lesson_progress where learner_id = $1', [w.learnerB]),
  },

  // ── learners: a parent reads, adds, renames and removes only their own children ─────────
  {
    table: 'learners',
    operation: 'select',
    action: "list user A's learners",
    allowed: only('userA', 'service'),
    run: (tx, w) => count(tx, 'select display_name from public.learners where parent_id = $1', [w.userA]),
  },
  {
    table: 'learners',
    operation: 'select',
    action: "list user B's learners",
    allowed: only('userB', 'service'),
    run: (tx, w) => count(tx, 'select display_name from public.learners where parent_id = $1', [w.userB]),
  },
  {
    table: 'learners',
    operation: 'insert',
    action: 'add a learner to user A',
    allowed: only('userA', 'service'),
    run: (tx, w) =>
      count(
        tx,
        `insert into public.learners (parent_id, display_name, grade_band, avatar) values ($1, 'Zuri', '3-5', 'giraffe')`,
        [w.userA],
      ),
  },
  {
    table: 'learners',
    operation: 'insert',
    action: 'add a learner to user B',
    allowed: only('userB', 'service'),
    run: (tx, w) => count(tx, `insert into public.learners (parent_id, display_name) values ($1, 'Jabari')`, [w.userB]),
  },
  {
    table: 'learners',
    operation: 'update',
    action: "rename user A's learner and change its grade band and avatar",
    allowed: only('userA', 'service'),
    run: (tx, w) =>
      count(tx, `update public.learners set display_name = 'Dayo', grade_band = '6-8', avatar = 'drum' where id = $1`, [
        w.learnerA,
      ]),
  },
  {
    table: 'learners',
    operation: 'update',
    action: "rename user B's learner",
    allowed: only('userB', 'service'),
    run: (tx, w) => count(tx, `update public.learners set display_name = 'Kito' where id = $1`, [w.learnerB]),
  },
  {
    // The owner never changes: a learner handed to another account would take its progress along.
    table: 'learners',
    operation: 'update',
    action: "hand user A's new learner over to user B (parent_id)",
    allowed: serviceOnly,
    run: (tx, w) => count(tx, 'update public.learners set parent_id = $2 where id = $1', [w.newLearnerA, w.userB]),
  },
  {
    table: 'learners',
    operation: 'update',
    action: "change user A's new learner's id",
    allowed: serviceOnly,
    run: (tx, w) => count(tx, 'update public.learners set id = gen_random_uuid() where id = $1', [w.newLearnerA]),
  },
  {
    table: 'learners',
    operation: 'delete',
    action: "remove user A's learner",
    allowed: only('userA', 'service'),
    run: (tx, w) => count(tx, 'delete from public.learners where id = $1', [w.learnerA]),
  },
  {
    table: 'learners',
    operation: 'delete',
    action: "remove user B's learner",
    allowed: only('userB', 'service'),
    run: (tx, w) => count(tx, 'delete from public.learners where id = $1', [w.learnerB]),
  },

  // ── writing_submissions: a parent reads and writes only their own learners' writing ─────
  {
    table: 'writing_submissions',
    operation: 'select',
    action: "read user A's learner's writing",
    allowed: only('userA', 'service'),
    run: (tx, w) => count(tx, 'select body from public.writing_submissions where learner_id = $1', [w.learnerA]),
  },
  {
    table: 'writing_submissions',
    operation: 'select',
    action: "read user B's learner's writing",
    allowed: only('userB', 'service'),
    run: (tx, w) => count(tx, 'select body from public.writing_submissions where learner_id = $1', [w.learnerB]),
  },
  {
    table: 'writing_submissions',
    operation: 'insert',
    action: "submit writing for user A's learner",
    allowed: only('userA', 'service'),
    run: (tx, w) =>
      count(
        tx,
        `insert into public.writing_submissions (learner_id, user_id, course_id, lesson_key, body, word_count)
         values ($1, $2, $3, 'letter-to-a-friend', 'Dear friend, today we visited the market.', 8)`,
        [w.learnerA, w.userA, PROGRESS.course],
      ),
  },
  {
    table: 'writing_submissions',
    operation: 'insert',
    action: "submit writing for user B's learner",
    allowed: only('userB', 'service'),
    run: (tx, w) =>
      count(
        tx,
        `insert into public.writing_submissions (learner_id, user_id, course_id, lesson_key, body, word_count)
         values ($1, $2, $3, 'letter-to-a-friend', 'Habari rafiki! We planted beans.', 6)`,
        [w.learnerB, w.userB, PROGRESS.course],
      ),
  },
  {
    table: 'writing_submissions',
    operation: 'update',
    action: "resubmit user A's learner's writing",
    allowed: only('userA', 'service'),
    run: (tx, w) =>
      count(
        tx,
        `update public.writing_submissions set body = 'A better draft.', word_count = 3 where learner_id = $1`,
        [w.learnerA],
      ),
  },
  {
    table: 'writing_submissions',
    operation: 'update',
    action: "resubmit user B's learner's writing",
    allowed: only('userB', 'service'),
    run: (tx, w) =>
      count(tx, `update public.writing_submissions set body = 'Another draft.', word_count = 2 where learner_id = $1`, [
        w.learnerB,
      ]),
  },
  {
    table: 'writing_submissions',
    operation: 'update',
    action: "hand user A's learner's writing over to user B's learner",
    allowed: serviceOnly,
    run: (tx, w) =>
      count(tx, 'update public.writing_submissions set user_id = $2, learner_id = $3 where learner_id = $1', [
        w.learnerA,
        w.userB,
        w.learnerB,
      ]),
  },
  {
    table: 'writing_submissions',
    operation: 'delete',
    action: "delete user A's learner's writing",
    allowed: only('userA', 'service'),
    run: (tx, w) => count(tx, 'delete from public.writing_submissions where learner_id = $1', [w.learnerA]),
  },
  {
    table: 'writing_submissions',
    operation: 'delete',
    action: "delete user B's learner's writing",
    allowed: only('userB', 'service'),
    run: (tx, w) => count(tx, 'delete from public.writing_submissions where learner_id = $1', [w.learnerB]),
  },

  // ── products: anyone reads, only the service role writes ────────────────────────────────
  {
    table: 'products',
    operation: 'select',
    action: 'read products',
    allowed: everyone,
    run: (tx, w) => count(tx, 'select id from public.products where id = $1', [w.product]),
  },
  {
    table: 'products',
    operation: 'select',
    action: 'read whether a product has a file (has_file)',
    allowed: everyone,
    run: (tx, w) => count(tx, 'select has_file from public.products where id = $1 and has_file', [w.downloadProduct]),
  },
  {
    // The Storage path of a paid file: with a bucket made public by mistake it would be the file itself.
    table: 'products',
    operation: 'select',
    action: "read a paid file's storage path (pdf_url)",
    allowed: serviceOnly,
    run: (tx, w) =>
      count(tx, 'select pdf_url from public.products where id = $1 and pdf_url is not null', [w.downloadProduct]),
  },
  {
    table: 'products',
    operation: 'insert',
    action: 'insert a product',
    allowed: serviceOnly,
    run: (tx) =>
      count(
        tx,
        `insert into public.products (title, description, price, type) values ('Probe', 'Probe', 1, 'Worksheet')`,
        [],
      ),
  },
  {
    table: 'products',
    operation: 'update',
    action: 'change a product price',
    allowed: serviceOnly,
    run: (tx, w) => count(tx, 'update public.products set price = 0 where id = $1', [w.product]),
  },
  {
    table: 'products',
    operation: 'delete',
    action: 'delete a product',
    allowed: serviceOnly,
    run: (tx, w) => count(tx, 'delete from public.products where id = $1', [w.product]),
  },

  // ── product_reviews: anyone reads what the dialog shows; who wrote a review only its author;
  //    a signed-in user writes only their own ───────────────────────────────────────────────
  {
    table: 'product_reviews',
    operation: 'select',
    action: "list a product's reviews (rating, text, date) with get_product_reviews",
    allowed: everyone,
    run: (tx, w) =>
      count(tx, 'select id from public.get_product_reviews($1) where id in ($2, $3)', [
        w.product,
        w.reviewA,
        w.reviewB,
      ]).then((n) => (n === 2 ? 1 : 0)),
  },
  {
    // The author's id is the same on every review a family writes: public, it would link them all.
    table: 'product_reviews',
    operation: 'select',
    action: "read who wrote user A's review (user_id)",
    allowed: only('userA', 'service'),
    run: (tx, w) => count(tx, 'select user_id from public.product_reviews where id = $1', [w.reviewA]),
  },
  {
    table: 'product_reviews',
    operation: 'select',
    action: "read who wrote user B's review (user_id)",
    allowed: only('userB', 'service'),
    run: (tx, w) => count(tx, 'select user_id from public.product_reviews where id = $1', [w.reviewB]),
  },
  {
    table: 'product_reviews',
    operation: 'select',
    action: 'find the reviews user A wrote (filter on user_id)',
    allowed: only('userA', 'service'),
    run: (tx, w) => count(tx, 'select id from public.product_reviews where user_id = $1', [w.userA]),
  },
  {
    table: 'product_reviews',
    operation: 'insert',
    action: 'insert a review as user A',
    allowed: only('userA', 'service'),
    run: (tx, w) =>
      count(tx, 'insert into public.product_reviews (product_id, user_id, rating) values ($1, $2, 5)', [
        w.freshProduct,
        w.userA,
      ]),
  },
  {
    table: 'product_reviews',
    operation: 'insert',
    action: 'insert a review as user B',
    allowed: only('userB', 'service'),
    run: (tx, w) =>
      count(tx, 'insert into public.product_reviews (product_id, user_id, rating) values ($1, $2, 4)', [
        w.freshProduct,
        w.userB,
      ]),
  },
  {
    table: 'product_reviews',
    operation: 'update',
    action: "change user A's review",
    allowed: only('userA', 'service'),
    run: (tx, w) => count(tx, 'update public.product_reviews set rating = 1 where id = $1', [w.reviewA]),
  },
  {
    table: 'product_reviews',
    operation: 'update',
    action: "change user B's review",
    allowed: only('userB', 'service'),
    run: (tx, w) => count(tx, 'update public.product_reviews set rating = 1 where id = $1', [w.reviewB]),
  },
  {
    // Server-set timestamps: a review dated 2099 would pin itself to the top of the list.
    table: 'product_reviews',
    operation: 'insert',
    action: 'insert their own review with a chosen created_at/updated_at',
    allowed: serviceOnly,
    run: (tx, w, self) =>
      count(
        tx,
        `insert into public.product_reviews (product_id, user_id, rating, created_at, updated_at) values ($1, $2, 5, '2099-01-01', '2099-01-01')`,
        [w.freshProduct, self ?? w.userA],
      ),
  },
  {
    table: 'product_reviews',
    operation: 'update',
    action: "set their own review's created_at/updated_at",
    allowed: serviceOnly,
    run: (tx, w, self) =>
      count(
        tx,
        `update public.product_reviews set created_at = '2099-01-01', updated_at = '2099-01-01' where user_id = $1`,
        [self ?? w.userA],
      ),
  },
  {
    table: 'product_reviews',
    operation: 'update',
    action: "move user A's review to another product",
    allowed: serviceOnly,
    run: (tx, w) =>
      count(tx, 'update public.product_reviews set product_id = $2 where id = $1', [w.reviewA, w.freshProduct]),
  },
  {
    table: 'product_reviews',
    operation: 'update',
    action: "hand user A's review over to another user",
    allowed: serviceOnly,
    run: (tx, w) => count(tx, 'update public.product_reviews set user_id = $2 where id = $1', [w.reviewA, w.userC]),
  },
  {
    table: 'product_reviews',
    operation: 'delete',
    action: "delete user A's review",
    allowed: only('userA', 'service'),
    run: (tx, w) => count(tx, 'delete from public.product_reviews where id = $1', [w.reviewA]),
  },
  {
    table: 'product_reviews',
    operation: 'delete',
    action: "delete user B's review",
    allowed: only('userB', 'service'),
    run: (tx, w) => count(tx, 'delete from public.product_reviews where id = $1', [w.reviewB]),
  },

  // ── orders: a user reads only their own; only the service role writes ──────────────────
  {
    table: 'orders',
    operation: 'select',
    action: "read user A's order",
    allowed: only('userA', 'service'),
    run: (tx, w) => count(tx, 'select id from public.orders where id = $1', [w.orderA]),
  },
  {
    table: 'orders',
    operation: 'select',
    action: "read user B's order",
    allowed: only('userB', 'service'),
    run: (tx, w) => count(tx, 'select id from public.orders where id = $1', [w.orderB]),
  },
  {
    table: 'orders',
    operation: 'select',
    action: "read a guest's order",
    allowed: serviceOnly,
    run: (tx, w) => count(tx, 'select id from public.orders where id = $1', [w.guestOrder]),
  },
  {
    table: 'orders',
    operation: 'insert',
    action: 'insert an order for user A',
    allowed: serviceOnly,
    run: (tx, w) =>
      count(
        tx,
        `insert into public.orders (stripe_session_id, kind, amount_cents, currency, user_id, status) values ('cs_probe', 'cart', 100, 'usd', $1, 'paid')`,
        [w.userA],
      ),
  },
  {
    table: 'orders',
    operation: 'update',
    action: "mark user A's order paid",
    allowed: serviceOnly,
    run: (tx, w) => count(tx, `update public.orders set status = 'paid', paid_at = now() where id = $1`, [w.orderA]),
  },
  {
    table: 'orders',
    operation: 'delete',
    action: "delete user A's order",
    allowed: serviceOnly,
    run: (tx, w) => count(tx, 'delete from public.orders where id = $1', [w.orderA]),
  },

  // ── stripe_events: service role only ───────────────────────────────────────────────────
  {
    table: 'stripe_events',
    operation: 'select',
    action: 'read processed Stripe events',
    allowed: serviceOnly,
    run: (tx, w) => count(tx, 'select id from public.stripe_events where id = $1', [w.event]),
  },
  {
    table: 'stripe_events',
    operation: 'insert',
    action: 'record a Stripe event',
    allowed: serviceOnly,
    run: (tx) =>
      count(tx, `insert into public.stripe_events (id, type) values ('evt_probe', 'checkout.session.completed')`, []),
  },
  {
    table: 'stripe_events',
    operation: 'update',
    action: 'change a recorded Stripe event',
    allowed: serviceOnly,
    run: (tx, w) => count(tx, `update public.stripe_events set type = 'x' where id = $1`, [w.event]),
  },
  {
    table: 'stripe_events',
    operation: 'delete',
    action: 'forget a recorded Stripe event',
    allowed: serviceOnly,
    run: (tx, w) => count(tx, 'delete from public.stripe_events where id = $1', [w.event]),
  },

  // ── career_applications: service role only ─────────────────────────────────────────────
  {
    table: 'career_applications',
    operation: 'select',
    action: 'read career applications',
    allowed: serviceOnly,
    run: (tx, w) => count(tx, 'select id from public.career_applications where id = $1', [w.application]),
  },
  {
    table: 'career_applications',
    operation: 'insert',
    action: 'submit a career application directly',
    allowed: serviceOnly,
    run: (tx) =>
      count(
        tx,
        `insert into public.career_applications (name, email, phone, position, experience, motivation, resume_file_name, resume_path)
         values ($1, $2, $3, $4, $5, $6, 'cv.pdf', 'probe/cv.pdf')`,
        [
          application.name,
          application.email,
          application.phone,
          application.position,
          application.experience,
          application.motivation,
        ],
      ),
  },
  {
    table: 'career_applications',
    operation: 'update',
    action: 'change a career application',
    allowed: serviceOnly,
    run: (tx, w) =>
      count(tx, `update public.career_applications set position = 'Game Designer' where id = $1`, [w.application]),
  },
  {
    table: 'career_applications',
    operation: 'delete',
    action: 'delete a career application',
    allowed: serviceOnly,
    run: (tx, w) => count(tx, 'delete from public.career_applications where id = $1', [w.application]),
  },

  // ── storage.objects in the private buckets: service role only (no storage policies) ─────
  {
    table: 'storage.objects',
    operation: 'select',
    action: 'list files in the private buckets',
    allowed: serviceOnly,
    run: (tx, w) => count(tx, 'select id from storage.objects where id = $1', [w.object]),
  },
  {
    table: 'storage.objects',
    operation: 'insert',
    action: 'upload a résumé',
    allowed: serviceOnly,
    run: (tx, w, self) =>
      count(tx, `insert into storage.objects (bucket_id, name, owner) values ('resumes', 'probe/cv.pdf', $1)`, [
        self ?? w.userA,
      ]),
  },
  {
    table: 'storage.objects',
    operation: 'update',
    action: 'replace a product file',
    allowed: serviceOnly,
    run: (tx, w) => count(tx, `update storage.objects set metadata = '{"size": 1}' where id = $1`, [w.object]),
  },
  {
    table: 'storage.objects',
    operation: 'delete',
    action: 'delete a product file',
    allowed: serviceOnly,
    run: (tx, w) => count(tx, 'delete from storage.objects where id = $1', [w.object]),
  },
]
