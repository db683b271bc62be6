/**
 * How many spec files of the browser project run at once. Each has a site of its own (server, data,
 * mail folder, news feed), so specs never meet each other's data; two keep this machine's two cores
 * busy where one left them waiting on the server and the browser most of the time.
 */
export const BROWSER_WORKERS = 2;
