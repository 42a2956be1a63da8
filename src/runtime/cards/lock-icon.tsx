/**
 * The padlock a lesson the doctor cannot open carries, in the course's lesson list and the lesson page's
 * row of lessons (drawn with the caller's class: stroke colour and size).
 */
export function LessonLockIcon({ className }: { readonly className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" role="img" aria-label="未解锁">
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
    </svg>
  )
}
