/**
 * The HTML template depends on puppeteer (used only for its PDF output, which the docs script does not
 * ask for). Never download a browser: the machines reach only the npm registry.
 * @type {import('puppeteer').Configuration}
 */
module.exports = {
  skipDownload: true,
};
