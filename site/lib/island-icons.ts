/**
 * The icons the React islands draw (24×24, stroked), one export each, so an island's bundle carries
 * only the paths it draws (`import * as icons` and `icons.cart`: the bundler keeps what is used).
 * `icons.ts` includes them all for the static pages.
 */
export const close = ['M18 6 6 18', 'm6 6 12 12'] as const;
export const cart = [
  'M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L21 8H6.2',
  'M9 21h.01',
  'M18 21h.01',
] as const;
export const user = ['M20 21a8 8 0 0 0-16 0', 'M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z'] as const;
export const logout = ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'm16 17 5-5-5-5', 'M21 12H9'] as const;
export const arrowRight = ['M5 12h14', 'm12 5 7 7-7 7'] as const;
export const arrowLeft = ['M19 12H5', 'm12 19-7-7 7-7'] as const;
export const trash = [
  'M3 6h18',
  'M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2',
  'M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
  'M10 11v6',
  'M14 11v6',
] as const;
export const check = ['M20 6 9 17l-5-5'] as const;
export const eye = ['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'] as const;
export const eyeOff = [
  'M9.9 4.2A9.9 9.9 0 0 1 12 4c6.4 0 10 8 10 8a17.7 17.7 0 0 1-2.2 3.2',
  'M6.6 6.6A17.6 17.6 0 0 0 2 12s3.6 8 10 8a9.8 9.8 0 0 0 5.4-1.6',
  'M14.1 14.1a3 3 0 1 1-4.2-4.2',
  'm2 2 20 20',
] as const;
export const info = ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 16v-4', 'M12 8h.01'] as const;
export const alert = ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 8v4', 'M12 16h.01'] as const;
export const lock = [
  'M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z',
  'M7 11V7a5 5 0 0 1 10 0v4',
] as const;
export const deviceDesktop = [
  'M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  'M8 21h8',
  'M12 17v4',
] as const;
export const deviceMobile = [
  'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z',
  'M12 18h.01',
] as const;

export const download = ['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'm7 10 5 5 5-5', 'M12 15V3'] as const;
export const chevronDown = ['m6 9 6 6 6-6'] as const;
export const plus = ['M12 5v14', 'M5 12h14'] as const;

export const islandIconPaths = {
  close,
  cart,
  user,
  logout,
  arrowRight,
  arrowLeft,
  trash,
  check,
  eye,
  eyeOff,
  info,
  alert,
  lock,
  deviceDesktop,
  deviceMobile,
  download,
  chevronDown,
  plus,
};
