import { settleReferralBonuses } from '../modules/referrals/bonus';
import { issueAgentToken, revokeAgentTokens } from '../modules/support/agents';
import { addMessage, agentConversation, agentQueue, anyTicket, closeTicket } from '../modules/support/service';
import type { OpsCommand, OpsContext } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USAGE = 'support list [open|closed]|show <id>|reply <id> <text...>|close <id>|token <name>|revoke <name>';

async function supportCommand(ctx: OpsContext, [action, arg, ...rest]: string[]): Promise<number> {
  if (action === 'token' || action === 'revoke') {
    if (!arg) return usage(ctx);
    if (action === 'revoke') ctx.out(`revoked ${await revokeAgentTokens(ctx.db, arg)} credential(s) of ${arg}`);
    else ctx.out(`agent credential for ${arg} (shown once; paste it on /agent): ${await issueAgentToken(ctx.db, arg)}`);
    return 0;
  }
  const services = ctx.services();
  if (action === 'list') {
    const status = arg === 'open' ? 'OPEN' : arg === 'closed' ? 'CLOSED' : undefined;
    const queue = await agentQueue(services, status);
    for (const t of queue) {
      const marks = [t.premium ? 'PREMIUM' : '', t.waiting ? 'WAITING' : '', t.unread ? `${t.unread} unread` : '']
        .filter(Boolean)
        .join(' ');
      ctx.out(`${t.id} ${t.status} ${t.userEmail} [${t.category}] ${t.subject}${marks ? ` (${marks})` : ''}`);
    }
    if (!queue.length) ctx.out('no conversations');
    return 0;
  }
  if (!arg || !UUID.test(arg)) return usage(ctx);
  try {
    if (action === 'show') {
      const { ticket, messages } = await agentConversation(services, arg);
      ctx.out(`${ticket.subject} — ${ticket.userEmail} (${ticket.status}${ticket.premium ? ', premium' : ''})`);
      for (const m of messages) {
        const files = m.attachments.map((a) => a.fileName).join(', ');
        ctx.out(`[${m.createdAt}] ${m.author}: ${m.body}${files ? ` (files: ${files})` : ''}`);
      }
      return 0;
    }
    if (action === 'reply' && rest.length) {
      const message = await addMessage(services, await anyTicket(services, arg), 'agent', rest.join(' '));
      ctx.out(`replied: ${message.id}`);
      return 0;
    }
    if (action === 'close') {
      await closeTicket(services, arg);
      ctx.out(`closed: ${arg}`);
      return 0;
    }
  } catch {
    ctx.out(`no conversation ${arg}`);
    return 1;
  }
  return usage(ctx);
}

function usage(ctx: OpsContext): number {
  ctx.out(`usage: ${USAGE}`);
  return 2;
}

/** Support agents' commands and the referral bonus sweep (issue 18). */
export const SUPPORT_COMMANDS: Record<string, OpsCommand> = {
  support: {
    usage: USAGE,
    summary: 'the support queue (premium first), a conversation, answer or close it; agent page credentials',
    run: supportCommand,
  },
  referral: {
    usage: 'referral settle',
    summary: 'pay the referral bonuses of users whose identity is confirmed and who were not paid yet',
    run: async (ctx, [action]) => {
      if (action !== 'settle') {
        ctx.out('usage: referral settle');
        return 2;
      }
      ctx.out(`referral bonuses paid: ${await settleReferralBonuses(ctx.services())}`);
      return 0;
    },
  },
};
