'use client'

import dynamic from 'next/dynamic'

/**
 * The lesson types that run in the browser, each in a chunk of its own: a lesson page loads the code of its
 * own type only, and a reading lesson (rendered on the server, LessonText.tsx) none of them. They still render
 * on the server; the page preloads its lesson's chunk, which arrives before that lesson hydrates.
 */
export const VideoLesson = dynamic(() => import('./VideoLesson').then((module) => module.VideoLesson))
export const ExerciseLesson = dynamic(() => import('./ExerciseLesson').then((module) => module.ExerciseLesson))
export const WritingLesson = dynamic(() => import('./WritingLesson').then((module) => module.WritingLesson))
export const MatchingLesson = dynamic(() => import('./MatchingLesson').then((module) => module.MatchingLesson))
