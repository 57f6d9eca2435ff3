/** Share pop-ups for the curriculum promo: each opens a 600x400 window (docs/behaviour.md#share-buttons). */
export const SHARE_WINDOW_FEATURES = 'width=600,height=400,noopener,noreferrer'

export type ShareTarget = { network: 'x' | 'facebook' | 'linkedin'; label: string; windowName: string; url: string }

export function shareTargets(text: string, link: string): ShareTarget[] {
  const t = encodeURIComponent(text)
  const u = encodeURIComponent(link)
  return [
    {
      network: 'x',
      label: 'Share on X',
      windowName: 'share-x',
      url: `https://twitter.com/intent/tweet?text=${t}&url=${u}`,
    },
    {
      network: 'facebook',
      label: 'Share on Facebook',
      windowName: 'share-facebook',
      url: `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`,
    },
    {
      network: 'linkedin',
      label: 'Share on LinkedIn',
      windowName: 'share-linkedin',
      url: `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}&summary=${t}`,
    },
  ]
}
