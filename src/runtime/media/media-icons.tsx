/** The player's icons (inline SVG: no icon font or icon package in the widget chunks). */
export type MediaIconName =
  | 'play'
  | 'pause'
  | 'fullscreen'
  | 'exitFullscreen'
  | 'lock'
  | 'heart'
  | 'heartFill'
  | 'comment'
  | 'star'
  | 'starFill'
  | 'muted'
  | 'sound'
  | 'viewers'
  | 'retry'

const paths: Record<MediaIconName, string> = {
  play: 'M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14z',
  pause: 'M7 5h3.2v14H7zM13.8 5H17v14h-3.2z',
  fullscreen: 'M4 9V4h5v2H6v3H4zm11-5h5v5h-2V6h-3V4zM4 15h2v3h3v2H4v-5zm14 3v-3h2v5h-5v-2h3z',
  exitFullscreen: 'M7 4h2v5H4V7h3V4zm8 0h2v3h3v2h-5V4zM4 15h5v5H7v-3H4v-2zm11 0h5v2h-3v3h-2v-5z',
  lock: 'M7 10V7.5a5 5 0 0 1 10 0V10h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1zm2 0h6V7.5a3 3 0 0 0-6 0V10zm2 4v3h2v-3h-2z',
  heart:
    'M12 20.3l-1.2-1.1C6.4 15.3 3.5 12.6 3.5 9.3 3.5 6.6 5.6 4.5 8.2 4.5c1.5 0 2.9.7 3.8 1.8.9-1.1 2.3-1.8 3.8-1.8 2.6 0 4.7 2.1 4.7 4.8 0 3.3-2.9 6-7.3 9.9L12 20.3zm0-2.6c4-3.6 6.5-5.9 6.5-8.4 0-1.6-1.2-2.8-2.7-2.8-1.2 0-2.3.7-2.7 1.8h-2.2c-.4-1.1-1.5-1.8-2.7-1.8-1.5 0-2.7 1.2-2.7 2.8 0 2.5 2.5 4.8 6.5 8.4z',
  heartFill:
    'M12 20.3l-1.2-1.1C6.4 15.3 3.5 12.6 3.5 9.3 3.5 6.6 5.6 4.5 8.2 4.5c1.5 0 2.9.7 3.8 1.8.9-1.1 2.3-1.8 3.8-1.8 2.6 0 4.7 2.1 4.7 4.8 0 3.3-2.9 6-7.3 9.9L12 20.3z',
  comment:
    'M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v10a1.5 1.5 0 0 1-1.5 1.5H10l-4.3 3.3A1 1 0 0 1 4 19.5v-14zM6 6v11.4L9.3 15H18V6H6zm2 3h8v2H8V9zm0 3h5v2H8v-2z',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5zm0 4.5l-1.3 2.7-3 .4 2.2 2.1-.5 3 2.6-1.4 2.6 1.4-.5-3 2.2-2.1-3-.4L12 8z',
  starFill: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5z',
  muted:
    'M4 9h3.5L12 5v14l-4.5-4H4V9zm12.3.3l1.7 1.7 1.7-1.7 1.4 1.4-1.7 1.7 1.7 1.7-1.4 1.4-1.7-1.7-1.7 1.7-1.4-1.4 1.7-1.7-1.7-1.7 1.4-1.4z',
  sound:
    'M4 9h3.5L12 5v14l-4.5-4H4V9zm11.5-1.7a6 6 0 0 1 0 9.4l-1.3-1.5a4 4 0 0 0 0-6.4l1.3-1.5zm2.6-3a10 10 0 0 1 0 15.4l-1.3-1.5a8 8 0 0 0 0-12.4l1.3-1.5z',
  viewers:
    'M12 12a4 4 0 1 1 0-8 4 4 0 0 1 0 8zm0-2a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm-7 10c0-3.9 3.1-6 7-6s7 2.1 7 6h-2c0-2.6-2.2-4-5-4s-5 1.4-5 4H5z',
  retry: 'M12 5V2L7.5 6 12 10V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z',
}

export function MediaIcon({
  name,
  size = 24,
  className,
}: {
  name: MediaIconName
  size?: number
  className?: string
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  )
}
