'use client'

import { SHARE_WINDOW_FEATURES, shareTargets, type ShareTarget } from '@/lib/site/share-targets'

const icons: Record<ShareTarget['network'], string> = {
  x: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.6V21h2.9Z',
  linkedin:
    'M6.9 8.9H3.8V20h3.1V8.9ZM5.3 3.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM20.2 13.6c0-3-1.6-4.9-4.2-4.9-1.6 0-2.6.9-3 1.6V8.9H10V20h3.1v-5.7c0-1.5.5-2.9 2.2-2.9s1.8 1.6 1.8 3V20h3.1v-6.4Z',
}

/** Buttons that open each network's share page in a 600x400 pop-up with the CMS share text. */
export function ShareButtons({ text, link }: { text: string; link: string }) {
  return (
    <ul className="flex flex-wrap gap-3" aria-label="Share the curriculum">
      {shareTargets(text, link).map((target) => (
        <li key={target.network}>
          <button
            type="button"
            onClick={() => window.open(target.url, target.windowName, SHARE_WINDOW_FEATURES)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-cream px-4 py-2 text-sm font-semibold text-forest-dark hover:bg-ochre-light"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
              <path d={icons[target.network]} />
            </svg>
            {target.label}
          </button>
        </li>
      ))}
    </ul>
  )
}
