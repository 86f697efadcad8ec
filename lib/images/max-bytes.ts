/** 20 MB: the largest image this extension sends (stated in the README and the refusal). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
