import { describe, expect, it } from 'vitest'

import { routeSheetFor, type RouteSheet } from '../../lib/styles/route-sheet-for'

// The (site) group's real kinds of folder: the home page, static pages, dynamic ones and the catch-all.
const SHEETS: RouteSheet[] = [
  [[], 'home'],
  [['about'], 'about'],
  [['[slug]'], 'cms page'],
  [['[...slug]'], 'unknown address'],
  [['blog'], 'blog'],
  [['blog', '[slug]'], 'post'],
  [['blog', 'category', '[category]'], 'category'],
  [['course', '[courseId]', 'lesson', '[lessonId]'], 'lesson'],
]

describe('the route sheet a document carries', () => {
  it('is the sheet of the page Next would answer with', () => {
    expect(routeSheetFor(SHEETS, '/')).toBe('home')
    expect(routeSheetFor(SHEETS, '/about')).toBe('about')
    expect(routeSheetFor(SHEETS, '/privacy')).toBe('cms page')
    expect(routeSheetFor(SHEETS, '/blog/the-libraries-and-scholars-of-timbuktu')).toBe('post')
    expect(routeSheetFor(SHEETS, '/blog/category/history')).toBe('category')
    expect(routeSheetFor(SHEETS, '/course/kiswahili-language-culture/lesson/1')).toBe('lesson')
  })

  it('prefers a static segment to a dynamic one, and a dynamic one to a catch-all', () => {
    expect(routeSheetFor(SHEETS, '/blog')).toBe('blog')
    expect(routeSheetFor(SHEETS, '/blog/category')).toBe('post')
    expect(routeSheetFor(SHEETS, '/this-page/does-not-exist')).toBe('unknown address')
    expect(routeSheetFor(SHEETS, '/course/kiswahili-language-culture')).toBe('unknown address')
  })

  it('finds nothing where no page answers, so the whole sheet is used', () => {
    expect(routeSheetFor(SHEETS.slice(0, 3), '/a/b')).toBeUndefined()
    expect(routeSheetFor([[['[[...path]]'], 'optional']], '/')).toBe('optional')
    expect(routeSheetFor([], '/about')).toBeUndefined()
  })
})
