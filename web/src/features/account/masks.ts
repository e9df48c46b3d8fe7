/**
 * Input masks of spec sections 2, 5 and 9 in react-imask notation: the
 * spec's '#' (any digit) is imask's '0'; '[...]' marks optional digits.
 */
export const TOKEN_MASK = '0 0 0 0 0 0'; // '# # # # # #'
export const CPF_MASK = '000.000.000-00'; // ###.###.###-##
/** Registration, Brasil: (##) # ####-####. */
export const BRAZIL_PHONE_MASK = '(00) 0 0000-0000';
/** Profile form, Brasil: (##) ##### ####. */
export const PROFILE_PHONE_MASK = '(00) 00000 0000';
/** Other countries: +## followed by up to 24 digits. */
export const INTERNATIONAL_PHONE_MASK = `+00[${'0'.repeat(24)}]`;
