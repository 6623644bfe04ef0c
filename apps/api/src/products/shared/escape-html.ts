/** Text placed in a receipt e-mail's HTML: never markup, whatever a name holds. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
