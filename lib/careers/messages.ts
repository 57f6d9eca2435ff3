// What the careers page says (every text is quoted in docs/behaviour.md#careers-form). No zod
// here: the form's first-load code reads these, and the schemas load only when someone applies.
import { MESSAGES } from '@/supabase/functions/_shared/validation/messages'

export const CAREER_MESSAGES = {
  submitted: {
    title: 'Application Submitted',
    description: 'Thank you for applying! Our team will review your application and reach out to you by email.',
  },
  failed: { title: 'Submission failed', description: 'Please try again later' },
  resumeRequired: { title: 'Resume required', description: MESSAGES.resumeRequired },
  resumeTooLarge: { title: 'File too large', description: MESSAGES.resumeTooLarge },
  // Further cases: an unsupported file type, local mode, a form that failed to load
  resumeType: { title: 'Unsupported file type', description: MESSAGES.resumeType },
  notConfigured: 'Online applications are not available on this site yet: no application service is configured.',
  notLoaded: 'The form could not be loaded. Please check your connection and try again.',
  positionPlaceholder: 'Select a position',
} as const
