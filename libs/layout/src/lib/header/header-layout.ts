/** The phone header's row of tools (search, language, contact …): a size container on phones. */
export const HEADER_TOOLS_CONTAINER = 'header-tools';

/** The phone header's side padding, in rem. */
export const HEADER_PHONE_PADDING_REM = 0.75;
