/** Job kinds; the business key of both is the order id. */
export const PROVISION_ESIM = 'provision-esim';
export const SEND_RECEIPT = 'send-receipt';
