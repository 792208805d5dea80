import { benefitTexts, CCV_GROUP_CODE, type CcvBalance } from '@portal/contracts';
import { notFound } from '../../lib/errors.ts';
import type { EmployeeContext } from './context.ts';
import { countGroupBenefits, findCcvAccount, listCcvOrders } from './queries.ts';

/** The query parameter that carries the access token to the contract-management page. */
export const CCV_TOKEN_PARAMETER = 'access_token';

export async function ccvBalance(context: Pick<EmployeeContext, 'db' | 'clientId' | 'userId'>): Promise<CcvBalance> {
  const [account, orders] = await Promise.all([
    findCcvAccount(context.db, context.clientId, context.userId),
    listCcvOrders(context.db, context.clientId, context.userId),
  ]);
  const shaped = orders.map((o) => ({ id: o.id, reference: o.reference, payee: o.payee, amount: Number(o.amount), date: o.orderedOn, status: o.status }));
  const only = (status: 'placed' | 'saved') => shaped.filter((o) => o.status === status).map(({ status: _status, ...order }) => order);
  return {
    // Without an account the balance is simply nothing yet.
    balance: Number(account?.balance ?? 0),
    lastPaymentDate: account?.lastPaymentOn ?? null,
    nextVoucherDate: account?.nextVoucherOn ?? null,
    placedOrders: only('placed'),
    savedOrders: only('saved'),
  };
}

/** Where the contract-management page is, for clients that offer vouchers or callers with a voucher account. */
export async function ccvManage(context: EmployeeContext) {
  const [offered, account] = await Promise.all([
    countGroupBenefits(context.db, context.clientId, CCV_GROUP_CODE),
    findCcvAccount(context.db, context.clientId, context.userId),
  ]);
  if (offered === 0 && !account) throw notFound(benefitTexts.noVouchers);
  return { url: context.config.CCV_MANAGE_URL, tokenParameter: CCV_TOKEN_PARAMETER };
}
