/**
 * Runs once when the server starts (Next's instrumentation hook): a deployment missing a setting its instances must
 * share stops here with a sentence saying which (lib/site/deployment-settings.ts). Next would only log a thrown error
 * and answer 500 to every request, which a load balancer could mistake for a live instance, so the process exits.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { deploymentSettingProblems, startRefusal } = await import('./lib/site/deployment-settings')
  const problems = deploymentSettingProblems(process.env)
  if (problems.length === 0) return
  console.error(startRefusal(problems))
  process.exit(1)
}
