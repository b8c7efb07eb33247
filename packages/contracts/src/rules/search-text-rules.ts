/**
 * The longest search text, in characters. The business service refuses longer ones; the gateway refuses them first,
 * since the text travels in the service's address, and a few thousand Persian letters there are more than the
 * service reads at all (an HTTP 431, which the gateway could only take for the service being down).
 */
export const searchTextMaxLength = 200;
