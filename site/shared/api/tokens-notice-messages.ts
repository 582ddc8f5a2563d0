/** What the pages say after a token was made, copied or revoked (re-exported by `tokens-messages.ts`; a messages module of its own so the revoke code loads without the rest). */
export const tokenMessages = {
  created: 'Token created. Copy it now: it is shown only once.',
  revoked: 'Token revoked.',
  copied: 'Token copied.',
} as const;
