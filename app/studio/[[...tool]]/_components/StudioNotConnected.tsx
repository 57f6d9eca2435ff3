import { Link } from '@/app/_components/ui/Link'

import styles from './StudioNotConnected.module.css'

/** Shown at /studio when no Sanity project is configured: how to connect one, instead of a crash. */
export function StudioNotConnected({ problems }: { problems: readonly string[] }) {
  return (
    <main className={styles.page} aria-labelledby="studio-not-connected-title">
      <div className={styles.card}>
        <p className={styles.eyebrow}>Sankofa Academy · Content Studio</p>
        <h1 id="studio-not-connected-title" className={styles.title}>
          The content studio is not connected yet
        </h1>
        <p>
          The site is running on its bundled content, so every page works. To edit that content here, connect a Sanity
          project:
        </p>

        {problems.length > 0 && (
          <div className={styles.problems} role="alert">
            <h2 className={styles.subtitle}>What needs fixing</h2>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}

        <ol className={styles.steps}>
          <li>
            Create a project at <span className={styles.nowrap}>sanity.io/manage</span> and, under API → CORS origins,
            allow this site&rsquo;s address with credentials.
          </li>
          <li>
            Set these environment variables (for example in <code>.env.local</code>, see <code>.env.example</code>):
            <dl className={styles.vars}>
              <dt>
                <code>NEXT_PUBLIC_SANITY_PROJECT_ID</code>
              </dt>
              <dd>your project id</dd>
              <dt>
                <code>NEXT_PUBLIC_SANITY_DATASET</code>
              </dt>
              <dd>
                the dataset name, usually <code>production</code>
              </dd>
            </dl>
          </li>
          <li>
            Load the bundled content into the dataset with an Editor token:
            <pre className={styles.command}>
              <code>SANITY_API_WRITE_TOKEN=&lt;token&gt; npm run seed</code>
            </pre>
          </li>
          <li>Restart the server and open this page again.</li>
        </ol>

        <p>
          Step-by-step instructions are in the section &ldquo;Connect a Sanity project&rdquo; of the project&rsquo;s{' '}
          <code>docs/deploying.md</code>. Pages keep reading the bundled content until{' '}
          <code>CONTENT_SOURCE=sanity</code> is also set.
        </p>

        <p>
          <Link href="/" className={styles.back}>
            Back to the site
          </Link>
        </p>
      </div>
    </main>
  )
}
