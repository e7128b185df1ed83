export const ui = {};
