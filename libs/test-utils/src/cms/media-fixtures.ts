/** Media fields as the content service answers them in the Strapi v4 response format, for every page's fixtures. */

interface Format {
  url: string;
  width: number;
  height: number;
}

const FORMAT_WIDTHS = { large: 1000, medium: 750, small: 500, thumbnail: 245 } as const;

/** A v4 media field of an image with the renditions Strapi generates for it. */
export function v4Image(id: number, fileName: string, alternativeText: string | null, width = 1600, height = 900) {
  const formats: Record<string, Format> = {};
  for (const [name, formatWidth] of Object.entries(FORMAT_WIDTHS)) {
    if (formatWidth < width) {
      formats[name] = {
        url: `/uploads/${name}_${fileName}`,
        width: formatWidth,
        height: Math.round((height * formatWidth) / width),
      };
    }
  }
  return {
    data: {
      id,
      attributes: {
        name: fileName,
        url: `/uploads/${fileName}`,
        alternativeText,
        width,
        height,
        mime: 'image/jpeg',
        formats,
      },
    },
  };
}
