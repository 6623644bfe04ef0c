/** Job kinds. Fulfilment is keyed by order line id; the others by order id. */
export const FULFIL_LINE = 'fulfil-line';
export const SEND_RECEIPT = 'send-receipt';
export const REFUND_ORDER = 'refund-order';
export const REFUND_NOTICE = 'refund-notice';
