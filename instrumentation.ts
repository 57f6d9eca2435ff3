/**
 * Runs once when the server starts (Next's instrumentation hook): a deployment missing a setting its instances must
 * share stops here with a sentence saying which (lib/site/deployment-settings.ts). The check is Node-only, imported
 * in Next's documented `NEXT_RUNTIME === 'nodejs'` branch so the edge build leaves it out.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { exitUnlessDeployable } = await import('./lib/site/deployment-settings')
    exitUnlessDeployable(process.env)
  }
}
