/**
 * safety.md B12, T17: addresses an attacker may write into an attribute or a query, each spelled as a browser
 * would still read it as script or as another host. No URL attribute may turn any of them into an address.
 * Test data, shared by the checker's own tests, the element tests and the browser tests.
 */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '\\\\evil.example',
  'https:evil.example',
] as const
