/// <reference types="next/image-types/global" />
// Image files the site imports (the footer's glyph sprite) are Next's static images. next-env.d.ts names the same
// types, but `next build` and `next dev` write it, and the checks type-check a clean clone before any build.
