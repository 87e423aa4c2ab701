/**
 * How much of a page's title each place shows. A notice's title may run to 250 characters, a
 * company's name with its licence to 90: the browser's tab and a shared card keep it short;
 * the banner's heading wraps over lines, so it shows more; a page whose title is longer still
 * shows it whole in its body (NoticeViewer).
 */
export const TAB_TITLE_LENGTH = 70;
export const BANNER_TITLE_LENGTH = 140;
