// The bare Next app bench:web measures every Tern page against; nothing configured on purpose.
export default { poweredByHeader: false };
