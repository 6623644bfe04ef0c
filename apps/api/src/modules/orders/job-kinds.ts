/** The money path's durable jobs. Fulfilment is keyed by order line id, refunds by refund id. */
export const FULFIL_LINE = 'fulfil-line';
export const SEND_RECEIPT = 'send-receipt';
/** Asks the gateway for one refund of the ledger, outside any lock. */
export const REFUND_PAYMENT = 'refund-payment';
/** The e-mail saying a refund went through, once the gateway took it. */
export const REFUND_NOTICE = 'refund-notice';
/** An unpaid order that holds places closes when its hold runs out. */
export const EXPIRE_ORDER = 'expire-order';
