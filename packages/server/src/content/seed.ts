import { maskPlayerId } from '@shwe/domain'
import { inArray } from 'drizzle-orm'
import type { AppDatabase } from '../db.ts'
import type { SeedContext } from '../routes.ts'
import { users } from '../schema.ts'
import { picturePath } from './art.ts'
import { addContactChannels } from './contacts.ts'
import { adsBanners, banners, bannerTexts, promotions, videoAds, winnerTexts } from './schema.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The committed clips in `packages/server/media/videos/`. */
export const DEMO_VIDEOS = ['shwe-slots.mp4', '2d-live.mp4', 'weekly-cashback.mp4'] as const

const PROMOTIONS = [
  {
    picture: 'first-deposit',
    title: 'First Deposit Bonus',
    description:
      'Make your first deposit and we add 100% on top, up to 100,000 Ks. The bonus goes to your game balance; ' +
      'play it through five times before withdrawing it.',
  },
  {
    picture: 'weekly-cashback',
    title: 'Weekly Cashback 5%',
    description:
      'Every Monday 5% of last week’s net losses on slots and fishing games comes back to your game balance, ' +
      'up to 300,000 Ks. Nothing to claim: it is added automatically.',
  },
  {
    picture: 'refer-a-friend',
    title: 'Refer a Friend',
    description:
      'Share your referral code. When your friend registers and makes a first deposit of 10,000 Ks or more, ' +
      'you both receive 5,000 Ks.',
  },
  {
    picture: 'lucky-2d',
    title: '2D Lucky Streak',
    description:
      'Win on three different 2D draws between Monday and Friday and collect an extra 20,000 Ks on Saturday.',
  },
] as const

/**
 * Fills the demo content: four home banners, two announcements (one in Burmese), two popup ads (the
 * later one is shown), four promotions, the agent's six support channels, the three demo clips and two
 * winner announcements. Everything is published by the demo agent, days before `now`.
 */
export async function seedContent(db: AppDatabase, context: SeedContext): Promise<void> {
  const { now, agentId } = context
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS)
  const at = (days: number) => ({ adminId: agentId, createdAt: daysAgo(days), updatedAt: daysAgo(days) })

  await db.insert(banners).values([
    { image: picturePath('banners', 'welcome-bonus'), ...at(60) },
    { image: picturePath('banners', '2d-live'), ...at(45) },
    { image: picturePath('banners', 'shwe-slots'), ...at(20) },
    { image: picturePath('banners', 'shan-koe-mee'), ...at(6) },
  ])

  await db.insert(bannerTexts).values([
    {
      text:
        'Welcome to Shwe! Deposits and withdrawals are open 24/7 with KBZPay, WavePay, AYA Pay, CB Pay ' +
        'and KBZ Bank. Live 2D results at 12:01 and 16:30.',
      ...at(30),
    },
    {
      // "Welcome to Shwe. The 2D number is announced Monday to Friday at 12:01 noon and 4:30 pm."
      text: 'ရွှေ မှ နွေးထွေးစွာ ကြိုဆိုပါသည်။ 2D ပေါက်ဂဏန်းကို တနင်္လာမှ သောကြာအထိ နေ့လည် ၁၂:၀၁ နှင့် ညနေ ၄:၃၀ တွင် ကြေညာပါသည်။',
      ...at(30),
    },
  ])

  await db.insert(adsBanners).values([
    { image: picturePath('popup', 'thadingyut-lights'), ...at(40) },
    { image: picturePath('popup', 'tazaungdaing-bonus'), ...at(3) },
  ])

  await db.insert(promotions).values(
    PROMOTIONS.map((promotion, index) => ({
      title: promotion.title,
      description: promotion.description,
      image: picturePath('promotions', promotion.picture),
      ...at(50 - index * 10),
    })),
  )

  await addContactChannels(
    db,
    (
      [
        ['viber', 'Viber', 'viber://chat?number=%2B959400000001'],
        ['telegram', 'Telegram', 'https://t.me/shwe_demo_support'],
        ['facebook', 'Facebook', 'https://facebook.com/shwe.demo.games'],
        ['line', 'LINE', 'https://line.me/ti/p/~shwe_demo_support'],
        ['phone', 'Hotline', 'tel:+959400000001'],
        ['email', 'Email', 'mailto:support@shwe.example'],
      ] as const
    ).map(([type, name, value]) => ({ agentId, type, name, value, createdAt: daysAgo(90) })),
  )

  await db
    .insert(videoAds)
    .values(DEMO_VIDEOS.map((file, index) => ({ video: `media/videos/${file}`, ...at(25 - index * 8) })))

  const winners = await winnerNames(db, context.playerIds.slice(0, 2))
  await db.insert(winnerTexts).values([
    { text: `Congratulations ${winners[1] ?? 'to our winner'}: 250,000 Ks on 3D number 418!`, ...at(6) },
    {
      text: `Congratulations ${winners[0] ?? 'to our winner'}: 800,000 Ks on 2D number 57 in the 12:01 draw!`,
      ...at(0.1),
    },
  ])
}

/** Masked player ids (`P12****78`) of the given users, in the order given. */
async function winnerNames(db: AppDatabase, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.id, ids))
  const byId = new Map(rows.map((row) => [row.id, maskPlayerId(row.userName)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
