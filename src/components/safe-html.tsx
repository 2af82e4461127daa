import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';
import { openableUrl } from '../lib/safe-link';

/**
 * Renders HTML from the server (agreements, messages, VIP rules ...) after DOMPurify has removed
 * scripts, event handlers, forms and frames. Links open in a new tab, and only those the link
 * checker (lib/safe-link.ts) accepts stay links.
 */
const purify = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });

let hooked = false;
const ensureLinkHook = (): void => {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // Only links the one link checker accepts stay links; the rest become plain text.
      const href = openableUrl(node.getAttribute('href'));
      if (href === null) {
        node.removeAttribute('href');
        return;
      }
      node.setAttribute('href', href);
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
};

export const sanitizeHtml = (html: string): string => {
  ensureLinkHook();
  return purify(html);
};

export const SafeHtml = ({ html, ...props }: { html: string } & Omit<BoxProps, 'dangerouslySetInnerHTML'>) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      className="rich-text"
      css={{
        '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', mt: '4', mb: '2' },
        '& p': { mb: '3', lineHeight: 'tall' },
        '& ul, & ol': { ps: '5', mb: '3' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { width: '100%', borderCollapse: 'collapse' },
        '& td, & th': { borderWidth: '1px', borderColor: 'border', p: '2' },
      }}
      {...props}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
};
