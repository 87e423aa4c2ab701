/**
 * The HTML pages the real servers answer with instead of JSON: Django's own 404 and 500
 * pages (DEBUG off, no templates of the project's), and Apache's 404 for a missing upload.
 */

const djangoPage = (title: string, details: string): string =>
  `\n<!doctype html>\n<html lang="en">\n<head>\n  <title>${title}</title>\n</head>\n<body>\n  <h1>${title}</h1><p>${details}</p>\n</body>\n</html>\n`;

export const DJANGO_NOT_FOUND = djangoPage(
  'Not Found',
  'The requested resource was not found on this server.',
);

export const DJANGO_SERVER_ERROR = djangoPage('Server Error (500)', '');

export const APACHE_NOT_FOUND =
  '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>404 Not Found</title>\n</head><body>\n<h1>Not Found</h1>\n<p>The requested URL was not found on this server.</p>\n</body></html>\n';

/** The page of an injected fault's status: Django's where it has one, a gateway's plain page otherwise. */
export const statusPage = (status: number): string =>
  status === 404
    ? DJANGO_NOT_FOUND
    : status === 500
      ? DJANGO_SERVER_ERROR
      : `<!DOCTYPE html><html><body><h1>Error ${status}</h1></body></html>`;
