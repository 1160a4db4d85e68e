import type { AppDatabase } from '../db.ts'
import { picturePath } from './art.ts'
import { isSafeContactLink, UnsafeLinkError } from './links.ts'
import { type ContactType, contactChannels } from './schema.ts'

export interface NewContactChannel {
  agentId: number | null
  type: ContactType
  name: string
  value: string
  /** Defaults to the generated icon of the channel type. */
  image?: string
  createdAt?: Date
}

/** Adds support channels, refusing the whole batch if any link is outside the allowlist. */
export async function addContactChannels(db: AppDatabase, channels: NewContactChannel[]): Promise<void> {
  for (const channel of channels) {
    if (!isSafeContactLink(channel.type, channel.value))
      throw new UnsafeLinkError(channel.type, channel.value)
  }
  if (channels.length === 0) return
  await db.insert(contactChannels).values(
    channels.map((channel) => ({
      agentId: channel.agentId,
      type: channel.type,
      name: channel.name,
      value: channel.value,
      image: channel.image ?? picturePath('contacts', channel.type),
      createdAt: channel.createdAt,
      updatedAt: channel.createdAt,
    })),
  )
}
