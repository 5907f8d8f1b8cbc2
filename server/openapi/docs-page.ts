import { APP_NAME } from '../../contract/config';

// The interactive docs (Swagger UI, served from node_modules by ./routes). Under the portal's
// CSP scripts come only from this origin, so the page loads its start-up code as a file, and the
// UI's online spec validator (a request to another host) is off.

export const DOCS_PATH = '/docs';
export const DOCUMENT_PATH = '/openapi.json';

export const docsPage = (base: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${APP_NAME} API</title>
<link rel="stylesheet" href="${base}${DOCS_PATH}/swagger-ui.css">
<link rel="icon" type="image/png" href="${base}${DOCS_PATH}/favicon-32x32.png">
</head>
<body>
<main id="docs"></main>
<script src="${base}${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${base}${DOCS_PATH}/start.js"></script>
</body>
</html>
`;

export const docsStartScript = (base: string) => `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(`${base}${DOCUMENT_PATH}`)},
    dom_id: '#docs',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
  });
});
`;
