import {
  cardDetailsFrame,
  changeCardStatus,
  getCard,
  getCardOperation,
  listCardOperations,
  listCards,
  listWalletCardOperations,
  orderCard,
  unblockCardPin,
  updateCard,
} from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { authedRoute } from '../../http/routes';
import { cardIssuer } from '../../providers/card-issuer/index';
import { trackConversion } from '../referrals/analytics';
import { findOwnWallet } from '../wallets/service';
import { cardDetailsPage } from './iframe';
import { getOperation, listOperations, listCards as readCards } from './list';
import { findOwnCard, ownCardView } from './records';
import { changeStatus, orderCard as order, unblockPin, updateCard as update } from './service';

export async function cardRoutes(app: FastifyInstance): Promise<void> {
  authedRoute(app, listCards, async ({ services, auth }) => readCards(services.db, auth.user.id, services.now()));
  authedRoute(app, getCard, async ({ params, services, auth }) =>
    ownCardView(services.db, auth.user.id, params.id, services.now()),
  );
  authedRoute(app, orderCard, async ({ body, services, auth }) => {
    const card = await order(services, auth.user, body);
    trackConversion(services, 'preOrderCard', auth.user.id);
    return card;
  });
  authedRoute(app, updateCard, async ({ params, body, services, auth }) =>
    update(services, auth.user.id, params.id, body),
  );
  authedRoute(app, changeCardStatus, async ({ params, body, services, auth }) => {
    await changeStatus(services, await findOwnCard(services.db, auth.user.id, params.id), body, 'holder');
    return ownCardView(services.db, auth.user.id, params.id, services.now());
  });
  authedRoute(app, unblockCardPin, async ({ params, services, auth }) => {
    await unblockPin(services, await findOwnCard(services.db, auth.user.id, params.id));
    return ownCardView(services.db, auth.user.id, params.id, services.now());
  });
  authedRoute(app, cardDetailsFrame, async ({ params, services, auth }) => {
    const card = await findOwnCard(services.db, auth.user.id, params.id);
    const session = await cardIssuer(services).openDetailsSession(card.issuer_token, {
      theme: params.param,
      now: services.now(),
    });
    return { url: session.url, expiresAt: session.expiresAt.toISOString() };
  });
  authedRoute(app, listWalletCardOperations, async ({ params, query, services, auth }) => {
    const wallet = await findOwnWallet(services, auth.user.id, params.id);
    return listOperations(services.db, { userId: auth.user.id, walletId: wallet.id }, query);
  });
  authedRoute(app, listCardOperations, async ({ query, services, auth }) => {
    // Another user's card id is not_found, like every id (the ownership suite).
    if (query.cardId) await findOwnCard(services.db, auth.user.id, query.cardId);
    return listOperations(services.db, { userId: auth.user.id }, query);
  });
  authedRoute(app, getCardOperation, async ({ params, services, auth }) =>
    getOperation(services.db, auth.user.id, params.id),
  );
  cardDetailsPage(app);
}
