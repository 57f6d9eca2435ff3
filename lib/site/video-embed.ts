/**
 * Videos the site embeds from YouTube or Vimeo, always through their privacy-enhanced players
 * (www.youtube-nocookie.com; Vimeo with "do not track") and only after a visitor presses play
 * (docs/behaviour.md#testimonial-video, docs/behaviour.md#lesson-types). Pure: the Studio's rules use it too.
 */

export type VideoProvider = 'YouTube' | 'Vimeo'

export interface EmbeddedVideo {
  provider: VideoProvider
  /** The player's address, which starts playing when it loads (it is created by the visitor's click). */
  playerUrl: string
}

/** A YouTube video id: 11 letters, digits, `-` or `_`. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^[0-9]{1,12}$/
/** The privacy hash of an unlisted Vimeo video. */
const VIMEO_HASH = /^[0-9a-f]{6,20}$/

export const YOUTUBE_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com'
export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com'

export const youtubePlayerUrl = (id: string): string =>
  `${YOUTUBE_PLAYER_ORIGIN}/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`

export const vimeoPlayerUrl = (id: string, hash?: string): string =>
  `${VIMEO_PLAYER_ORIGIN}/video/${id}?dnt=1&autoplay=1${hash ? `&h=${hash}` : ''}`

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'www.youtube-nocookie.com'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null
  if (url.pathname === '/watch') return url.searchParams.get('v')
  const [, kind, id] = url.pathname.split('/')
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? (id ?? null) : null
}

function vimeoVideo(url: URL): { id: string; hash?: string } | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null
  const parts = url.pathname.split('/').filter(Boolean)
  // player.vimeo.com/video/<id>?h=<hash>; vimeo.com/<id> or vimeo.com/<id>/<hash> (unlisted)
  const [id, hash] = url.hostname === 'player.vimeo.com' ? [parts[1], url.searchParams.get('h')] : [parts[0], parts[1]]
  if (url.hostname === 'player.vimeo.com' && parts[0] !== 'video') return null
  if (!id || !VIMEO_ID.test(id)) return null
  if (hash && !VIMEO_HASH.test(hash)) return null
  return hash ? { id, hash } : { id }
}

/**
 * The privacy-enhanced player for a YouTube or Vimeo link as staff paste it (watch, short, embed or share
 * links), or null for anything else: another host, a playlist or channel, a malformed id, not https.
 */
export function embeddedVideo(link: string): EmbeddedVideo | null {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
  const youtube = youtubeId(url)
  if (youtube !== null) {
    return YOUTUBE_ID.test(youtube) ? { provider: 'YouTube', playerUrl: youtubePlayerUrl(youtube) } : null
  }
  const vimeo = vimeoVideo(url)
  return vimeo ? { provider: 'Vimeo', playerUrl: vimeoPlayerUrl(vimeo.id, vimeo.hash) } : null
}
