import { useGetEditorPageQuery } from '@jobpoint/cms-client';
import type { BlockContext } from './blocks/block';
import { PageBlocks } from './content-page';
import type { EditorPageData } from './data/load-editor-page';

/**
 * A page the editors made themselves: its blocks in the order they placed them, shown as a content page
 * shows its single type's, headed by its title where no block can carry the h1.
 */
export function EditorPage({ data }: { data: EditorPageData }) {
  const { data: found } = useGetEditorPageQuery({ slug: data.slug, locale: data.locale });
  if (!found) {
    return null;
  }
  const { content } = found;
  const context: BlockContext = { locale: data.locale, today: data.today, pageTitle: content.title, address: data.address };
  return (
    <PageBlocks
      blocks={content.blocks}
      content={{ seo: content.seo, fields: content.fields, locale: found.locale }}
      context={context}
      emptyWidgets={data.emptyWidgets}
    />
  );
}
