// hls.js ships no typings for its light build (same API, without subtitles, alternate audio and DRM).
declare module 'hls.js/light' {
  import Hls from 'hls.js'
  export default Hls
}
