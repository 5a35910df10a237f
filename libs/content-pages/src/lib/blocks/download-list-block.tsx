import { Flex, Icon, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { FileDown } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockData } from '@jobpoint/cms-client';
import { downloadFile } from '@jobpoint/ui-kit';
import { hasText } from '../data/cms-data';
import { CONTENT_PAGE_NAMESPACE } from '../content-page-resources';
import type { BlockProps } from './block';
import { downloadHref } from './block-has-content';
import { TitledSection } from './titled-section';

type Download = BlockData<'shared.download'>;

/** The name the file is saved under: the uploaded file's own name, else the last part of its address. */
function fileNameOf(download: Download, href: string): string {
  const lastSegment = href.split(/[?#]/)[0].split('/').pop() ?? '';
  try {
    return download.file?.name ?? decodeURIComponent(lastSegment);
  } catch {
    return lastSegment;
  }
}

/** `PDF` for `checkliste.pdf`; nothing for a name without an extension. */
function formatOf(fileName: string): string | undefined {
  return /\.([a-z\d]{2,5})$/i.exec(fileName)?.[1].toUpperCase();
}

/** Whether the editors already named the format in the title ('Leitfaden (PDF)'). */
function namesFormat(title: string, format: string): boolean {
  return new RegExp(`\\b${format}\\b`, 'i').test(title);
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

function DownloadLink({ download, href }: { download: Download; href: string }) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  const fileName = fileNameOf(download, href);
  const format = formatOf(fileName);
  // `download` alone saves files of this origin, also without JavaScript; a file on another host (a
  // hosted media store) is only saved when fetched first. A modified click keeps its own meaning
  // (new tab, new window), and a failed fetch falls back to opening the file.
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) {
      return;
    }
    event.preventDefault();
    downloadFile(href, fileName).catch(() => window.location.assign(href));
  };
  return (
    <Flex gap="3" align="flex-start">
      <Icon as={FileDown} aria-hidden="true" color="colorPalette.fg" boxSize="6" flexShrink="0" mt="0.5" />
      <Stack gap="1" minW="0">
        <Flex gap="2" align="baseline" wrap="wrap">
          <Link
            href={href}
            download={fileName}
            onClick={handleClick}
            fontWeight="semibold"
            fontSize="lg"
            color="colorPalette.fg"
            textDecoration="underline"
            overflowWrap="anywhere"
          >
            {download.title}
            <VisuallyHidden> ({[format, t('download')].filter(Boolean).join(', ')})</VisuallyHidden>
          </Link>
          {format && !namesFormat(download.title, format) && (
            <Text as="span" aria-hidden="true" fontSize="sm" color="fg.muted">
              {format}
            </Text>
          )}
        </Flex>
        {hasText(download.description) && <Text>{download.description}</Text>}
      </Stack>
    </Flex>
  );
}

/**
 * The files a page offers under the page's title for them, or a plain 'Downloads' where the page has
 * none (the list must not look like part of the block before it): each a link that saves the file.
 */
export function DownloadListBlock({ data: downloads, id, tone, headingLevel, title }: BlockProps<Download[]>) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  return (
    <TitledSection id={id} tone={tone} title={hasText(title) ? title : t('downloadsTitle')} headingLevel={headingLevel}>
      {() => (
        <Stack as="ul" listStyleType="none" gap="6" maxW="prose">
          {downloads.map((download, index) => {
            const href = downloadHref(download);
            return href ? (
              <li key={download.id ?? index}>
                <DownloadLink download={download} href={href} />
              </li>
            ) : null;
          })}
        </Stack>
      )}
    </TitledSection>
  );
}
