import { Box, Button, chakra, Field, Flex, Heading, Image, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { ChevronLeft, ChevronRight, Info } from 'lucide-react';
import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGetFairEventsQuery, type FairEvent } from '@jobpoint/cms-client';
import { LOCALE_QUERY_PARAM, localeDirection, type Locale } from '@jobpoint/i18n';
import {
  entryName,
  useGetExhibitionCompaniesQuery,
  useGetPublicViewConstantsQuery,
  type ExhibitionCompany,
  type NamedEntry,
} from '@jobpoint/jobs-client';
import { formatDateRange, HEADING_SIZES, headingTag, LinkButton, onDemand, SiteLink, StaticRegion, withLocaleParam, type HeadingTag } from '@jobpoint/ui-kit';
import { exhibitorQuery, exhibitorSelection, fairEventsArgs, FAIR_QUERY, type ExhibitorSelection } from '../data/fair-exhibitors';
import { CONTENT_PAGE_NAMESPACE } from '../content-page-resources';
import type { PageAddress } from '../data/load-content-page';
import type { BlockProps } from './block';
import { TitledSection } from './titled-section';

/**
 * The exhibitor's dialog (Chakra's dialog, focus trap, portal) loads when a details button is pointed at,
 * focused or pressed.
 */
const ExhibitorDialog = onDemand(() => import('./exhibitor-dialog').then((module) => module.ExhibitorDialog));

const NO_FAIRS: FairEvent[] = [];
const NO_SECTORS: NamedEntry[] = [];
const LOGO_SIZE = 64;
const Form = chakra('form');

/** Arrows point the reading direction. */
const MIRROR_IN_RTL = { '[dir=rtl] & svg': { transform: 'scaleX(-1)' } };

/**
 * The fair's name and dates: a static region on a hydrating page, which then formats no date (a phone's
 * first date formatter is a long task, ADR 175).
 */
function FairHeading({ title, fair, tag, locale }: { title: string; fair: FairEvent; tag: HeadingTag; locale: Locale }) {
  return (
    <Heading as={tag} size={HEADING_SIZES[tag]}>
      {title}
      <Text as="span" display="block" fontSize="md" fontWeight="normal" mt="1">
        <time dateTime={fair.Datum}>{formatDateRange(fair.Datum, fair.endDate, locale)}</time>
      </Text>
    </Heading>
  );
}

function sectorLabel(sectors: readonly NamedEntry[], id: number, locale: Locale): string | null {
  const sector = sectors.find((entry) => entry.id === id);
  return sector ? entryName(sector, locale).text : null;
}

type ShownSelection = Pick<ExhibitorSelection, 'fairs' | 'fair' | 'sectorId' | 'page'>;

/** The link to another selection of the list, in the language of the page's URL. */
function selectionHref({ path, urlLocale }: PageAddress, selection: ShownSelection) {
  const query = exhibitorQuery(selection).toString();
  return withLocaleParam(`${path}${query ? `?${query}` : ''}`, urlLocale);
}

/**
 * The companies exhibiting at the next fair (or the fair the URL names): a sector filter, 40 companies a
 * page and each company's details in a dialog. The selection lives in the URL, so the server renders the
 * list a link shows. A fair without known exhibitors and a jobs service that is down each say so.
 */
export function FairExhibitorsBlock({ id, tone, headingLevel, title, context }: BlockProps<null>) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  const { locale, today, address } = context;
  const { path, urlLocale } = address;
  const href = (selection: ShownSelection) => selectionHref(address, selection);
  const navigate = useNavigate();
  const [openCompany, setOpenCompany] = useState<ExhibitionCompany | null>(null);
  // Mounted from the first opening on, so it closes (focus back on the button) like a dialog does.
  const [dialogUsed, setDialogUsed] = useState(false);
  const { data: events = NO_FAIRS } = useGetFairEventsQuery(fairEventsArgs(locale, today));
  const { data: constants } = useGetPublicViewConstantsQuery();
  const sectors = constants?.corporate_sectors ?? NO_SECTORS;
  const selection = exhibitorSelection(events, sectors, new URLSearchParams(address.query));
  const companies = useGetExhibitionCompaniesQuery(selection.companies ?? skipToken);
  const { fair } = selection;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const field of Array.from(event.currentTarget.elements)) {
      if ((field instanceof HTMLSelectElement || field instanceof HTMLInputElement) && field.name) params.append(field.name, field.value);
    }
    navigate(href(exhibitorSelection(events, sectors, params)), { preventScrollReset: true });
  };

  return (
    <TitledSection
      id={id}
      tone={tone}
      title={title || fair?.exhibition.wallTextTitle || t('fair.companiesTitle')}
      headingLevel={headingLevel}
    >
      {(level) => {
        const tag = headingTag(level);
        const cardTag = headingTag(level + 1);
        if (!fair) {
          return <Text>{t('fair.noExhibitors')}</Text>;
        }
        const { exhibition } = fair;
        const page = companies.data;
        const pageCount = page ? Math.max(1, page.last_page) : 1;
        return (
          <Stack gap="6" lang={locale} dir={localeDirection(locale)}>
            <StaticRegion deps={[fair, locale, tag]}>
              <FairHeading title={exhibition.title || fair.title} fair={fair} tag={tag} locale={locale} />
            </StaticRegion>
            <Form method="get" action={path} onSubmit={onSubmit}>
              {urlLocale && <input type="hidden" name={LOCALE_QUERY_PARAM} value={urlLocale} />}
              <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} wrap="wrap">
                {selection.fairs.length > 1 && (
                  <Field.Root maxW={{ md: 'xs' }}>
                    <Field.Label fontWeight="semibold">{t('fair.fair')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field name={FAIR_QUERY.fair} defaultValue={String(exhibition.exhibitionId)}>
                        {selection.fairs.map((candidate) => (
                          <option key={candidate.exhibition.exhibitionId} value={candidate.exhibition.exhibitionId}>
                            {`${candidate.exhibition.title || candidate.title} (${formatDateRange(candidate.Datum, candidate.endDate, locale) ?? ''})`}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                )}
                {sectors.length > 0 && (
                  <Field.Root maxW={{ md: 'xs' }}>
                    <Field.Label fontWeight="semibold">{exhibition.sectorDropdownLabel || t('fair.sector')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field name={FAIR_QUERY.sector} defaultValue={selection.sectorId === null ? '' : String(selection.sectorId)}>
                        <option value="">{t('fair.allSectors')}</option>
                        {sectors.map((sector) => {
                          const name = entryName(sector, locale);
                          return (
                            <option key={sector.id} value={sector.id} lang={name.lang}>
                              {name.text}
                            </option>
                          );
                        })}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                )}
                <Button type="submit" colorPalette="brand">
                  {t('fair.apply')}
                </Button>
              </Flex>
            </Form>
            {companies.isError ? (
              <Flex gap="3" align="start" role="status" p="4" borderRadius="md" borderWidth="1px" borderColor="border" bg="bg">
                <Info aria-hidden="true" />
                <Text>{t('fair.unavailable')}</Text>
              </Flex>
            ) : (
              page && (
                <Stack gap="6">
                  <Text role="status" fontWeight="semibold" fontSize="lg">
                    {t('fair.results', { title: exhibition.resultsTitle || t('fair.resultsTitle'), count: page.total })}
                  </Text>
                  {page.total === 0 && (
                    <Stack gap="3" align="start">
                      <Text>{t('fair.noCompanies')}</Text>
                      {selection.sectorId !== null && (
                        <SiteLink href={href({ ...selection, sectorId: null, page: 1 })} color="colorPalette.fg" textDecoration="underline">
                          {t('fair.showAll')}
                        </SiteLink>
                      )}
                    </Stack>
                  )}
                  {page.total > 0 && page.data.length === 0 && (
                    <Stack gap="3" align="start">
                      <Text>{t('fair.pageEmpty')}</Text>
                      <SiteLink href={href({ ...selection, page: 1 })} color="colorPalette.fg" textDecoration="underline">
                        {t('fair.firstPage')}
                      </SiteLink>
                    </Stack>
                  )}
                  {page.data.length > 0 && (
                    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="4">
                      {page.data.map((company) => {
                        const sector = sectorLabel(sectors, company.corporate_sector_id, locale);
                        const details = exhibition.popupCompanyLabel || t('fair.details');
                        return (
                          <Box as="li" key={company.id} borderWidth="1px" borderColor="border" borderRadius="md" p="4" bg="bg">
                            <Stack gap="3" h="full">
                              {/* All but the details button takes no input: a hydrating page keeps its server HTML. */}
                              <StaticRegion deps={[company, sector, cardTag]}>
                                {company.logo_url && (
                                  <Image
                                    src={company.logo_url}
                                    alt=""
                                    htmlWidth={LOGO_SIZE}
                                    htmlHeight={LOGO_SIZE}
                                    boxSize={`${LOGO_SIZE}px`}
                                    objectFit="contain"
                                    loading="lazy"
                                    decoding="async"
                                  />
                                )}
                                <Heading as={cardTag} size="md" overflowWrap="break-word">
                                  {company.full_name}
                                </Heading>
                                {sector && <Text fontSize="sm">{sector}</Text>}
                              </StaticRegion>
                              <Box mt="auto">
                                <Button
                                  variant="outline"
                                  colorPalette="brand"
                                  size="sm"
                                  whiteSpace="normal"
                                  aria-label={`${details}: ${company.full_name}`}
                                  onPointerEnter={ExhibitorDialog.preload}
                                  onFocus={ExhibitorDialog.preload}
                                  onClick={() => {
                                    setDialogUsed(true);
                                    setOpenCompany(company);
                                  }}
                                >
                                  {details}
                                </Button>
                              </Box>
                            </Stack>
                          </Box>
                        );
                      })}
                    </SimpleGrid>
                  )}
                  {pageCount > 1 && (
                    <Flex as="nav" aria-label={t('fair.pager')} gap="3" align="center" justify="center" wrap="wrap">
                      {selection.page > 1 && (
                        <LinkButton variant="outline" colorPalette="brand" css={MIRROR_IN_RTL}>
                          <SiteLink href={href({ ...selection, page: Math.min(selection.page - 1, pageCount) })} unstyled>
                            <ChevronLeft aria-hidden="true" />
                            {t('fair.previous')}
                          </SiteLink>
                        </LinkButton>
                      )}
                      <Text>{t('fair.pageStatus', { page: selection.page, pageCount })}</Text>
                      {selection.page < pageCount && (
                        <LinkButton variant="outline" colorPalette="brand" css={MIRROR_IN_RTL}>
                          <SiteLink href={href({ ...selection, page: selection.page + 1 })} unstyled>
                            {t('fair.next')}
                            <ChevronRight aria-hidden="true" />
                          </SiteLink>
                        </LinkButton>
                      )}
                    </Flex>
                  )}
                </Stack>
              )
            )}
            {dialogUsed && (
              <Suspense fallback={null}>
                <ExhibitorDialog.Component
                  company={openCompany}
                  sectorName={openCompany ? sectorLabel(sectors, openCompany.corporate_sector_id, locale) : null}
                  exhibition={exhibition}
                  fair={fair}
                  locale={locale}
                  onClose={() => setOpenCompany(null)}
                />
              </Suspense>
            )}
          </Stack>
        );
      }}
    </TitledSection>
  );
}
