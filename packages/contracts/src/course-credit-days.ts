/** How many days a course credit an administrator or a mentor gives from the web app lasts. */
export const courseCreditGrantDays = 90;
