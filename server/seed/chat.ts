import { eq } from 'drizzle-orm';
import { chatConversations, chatMessages, chatStaffStatus } from '../db/schema';
import type { SeedContext } from './context';

// A support conversation of the demo client with the admin (issue 17): yesterday's question and
// answer, and a follow-up today, so the Chat app and the client's Bantuan page show something.

const HOUR = 3_600_000;

export async function seedChat(ctx: SeedContext): Promise<void> {
  const { db, users, now } = ctx;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const [conversation] = await db
    .insert(chatConversations)
    .values({ clientId: users.client })
    .returning({ id: chatConversations.id });
  const lines: [boolean, string, number][] = [
    [true, 'Selamat siang, tagihan PPN bulan lalu belum muncul di Daftar Tagihan saya.', 26],
    [false, 'Selamat siang, Bu. Kami cek dulu ya, tagihan itu sedang kami terbitkan ulang.', 25.5],
    [false, 'Sudah terbit, silakan dicek kembali di Daftar Tagihan.', 2],
    [true, 'Terima kasih, sudah muncul.', 1.5],
  ];
  let last = 0;
  for (const [fromClient, body, hoursAgo] of lines) {
    const [row] = await db
      .insert(chatMessages)
      .values({
        conversationId: conversation.id,
        senderId: fromClient ? users.client : users.admin,
        fromClient,
        body,
        createdAt: at(hoursAgo),
      })
      .returning({ id: chatMessages.id });
    last = row.id;
  }
  await db
    .update(chatConversations)
    .set({
      lastMessageId: last,
      lastMessageAt: at(1.5),
      clientDeliveredUpto: last,
      clientSeenUpto: last,
      // the client's last message is delivered to the staff, not yet read: one unread
      staffDeliveredUpto: last,
      staffSeenUpto: last - 1,
    })
    .where(eq(chatConversations.id, conversation.id));
  await db.insert(chatStaffStatus).values({ userId: users.admin, status: 'online', activeAt: at(3) });
}
