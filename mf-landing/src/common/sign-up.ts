/** The shell's sign-up route (issue 10): the hero and every plan lead there. */
export const SIGN_UP_PATH = '/registro';
