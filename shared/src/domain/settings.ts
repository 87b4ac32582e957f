// The back office's settings: establishments and emission points, users, the
// invoice mail, the accredited certificate issuers (a subpath of its own; see index.ts).
export * from './company/accredited-issuers';
export * from './company/establishments';
export * from './company/mail-settings';
export * from './company/users';
