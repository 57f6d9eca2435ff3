import { Box, Card, Stack, Text } from '@sanity/ui'

/** Shown under "My profile" when no educator document carries the signed-in user's e-mail. */
export function MyProfileMissing({ options }: { options?: { email?: string } }) {
  const email = options?.email
  return (
    <Box padding={4}>
      <Card padding={4} radius={2} tone="caution" border>
        <Stack gap={3}>
          <Text as="h2" weight="semibold" size={2}>
            No educator profile for {email ?? 'this login'}
          </Text>
          <Text as="p" size={1}>
            {email
              ? `My profile opens the educator whose contact e-mail is ${email}. No educator uses it yet: ask an editor to set it on your educator document under Community → Educators.`
              : 'Your Studio login has no e-mail address, so no educator profile can be matched to it. Ask an editor to open your educator document under Community → Educators.'}
          </Text>
        </Stack>
      </Card>
    </Box>
  )
}
