/**
 * A paged list's footer: `LoadMore` asks for the next page as it nears the screen's bottom (加载中 meanwhile,
 * 加载失败 with a retry), `ListEnd` says there is no more. Its own module: only screens with a paged list
 * load it.
 */
export { ListEnd, LoadMore } from './load-more'
